/// One ad object's running account while the meter steps through a session: the moment
/// that holds since `since`, the time counted so far, and the served ad it holds.
struct ExposureTally {
    let ad: String
    let kind: AdKind
    /// Creation, in milliseconds.
    let start: Int
    /// Set when the lifetime ended (release, or the object was re-created under its name).
    var end: Int?
    var buckets = [Int](repeating: 0, count: ExposureBucket.allCases.count)
    var reasons = [Int](repeating: 0, count: HiddenReason.allCases.count)
    var served = 0
    var impressions = 0
    /// Its ad requests that came back without an ad (`AdExposure.failed`).
    var failed = 0
    /// The moment in force since `since` (ms).
    var moment = ExposureMoment(exposure: 0, bucket: .idle)
    var since: Int
    /// A full-screen ad: no failure since its last presentation.
    var presentationLive = true
    /// A served ad is held (from its load to the next load, failure, unload or release),
    /// and whether it earned its impression yet.
    var holding = false
    var earned = false
    /// Where the current run of `viewable`/`action` time began within the held ad (ms).
    var runStart: Int?
    /// Whether a moment was shown as a change yet (`ExposureMeter.changes`).
    var reported = false
    /// The spans, when recorded.
    var spans: [ExposureSpan]?

    init(ad: String, kind: AdKind, at t: Int, recording: Bool) {
        self.ad = ad; self.kind = kind; start = t; since = t
        spans = recording ? [] : nil
    }

    var isOpen: Bool { end == nil }

    /// The moment from `t` on is `next`: the time since the last change goes to the old one.
    mutating func enter(_ next: ExposureMoment, at t: Int) {
        if next.bucket.countsAsViewed {
            if runStart == nil { runStart = t }
        } else {
            closeRun(at: t)
        }
        guard next != moment else { return }
        count(until: t)
        moment = next
    }

    /// Counts the time from `since` to `t` in the current moment's bucket (and reason).
    mutating func count(until t: Int) {
        guard t > since else { return }
        let ms = t - since
        buckets[moment.bucket.index] += ms
        if let reason = moment.reason { reasons[reason.index] += ms }
        spans?.append(ExposureSpan(start: ExposureMilliseconds.seconds(since), end: ExposureMilliseconds.seconds(t),
                                   bucket: moment.bucket, exposure: moment.exposure, reason: moment.reason))
        since = t
    }

    /// The current run of viewed time ends at `t`: the held ad earns its impression if the
    /// run lasted a whole second.
    mutating func closeRun(at t: Int) {
        guard let begun = runStart else { return }
        runStart = nil
        if holding, !earned, t - begun >= 1000 { earned = true; impressions += 1 }
    }

    /// The held ad ends at `t` (a load, failure, unload or release); `loads` says a new ad
    /// is served and held from `t`. A run of viewed time goes on for the new ad from `t`.
    mutating func endHeld(at t: Int, loads: Bool) {
        let viewing = runStart != nil
        closeRun(at: t)
        if loads { served += 1 }
        holding = loads; earned = false
        if viewing && loads { runStart = t }
    }

    /// The lifetime ends at `t`.
    mutating func close(at t: Int) {
        guard isOpen else { return }
        closeRun(at: t)
        count(until: t)
        end = max(t, start)
    }

    /// The finished account.
    var result: AdExposure {
        AdExposure(ad: ad, kind: kind, start: ExposureMilliseconds.seconds(start), end: ExposureMilliseconds.seconds(end ?? since),
                   served: served, viewableImpressions: impressions, bucketMilliseconds: buckets,
                   reasonMilliseconds: reasons, spans: spans ?? [], failed: failed)
    }
}
