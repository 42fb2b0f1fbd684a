/// What one ad object was in a position to earn over its lifetime (session-format.md,
/// "Exposure"): its time per bucket, its hidden time per reason, the ads it was served and
/// the viewable impressions they earned.
public struct AdExposure: Sendable, Hashable {
    /// The app's name for the object.
    public var ad: String
    public var kind: AdKind
    /// Its lifetime: creation to `release`, or to the session's last event's `t`.
    public var start: Double
    public var end: Double
    /// Its `...DidLoad...` events.
    public var served: Int
    /// Served ads that spent at least one continuous second in `viewable` or `action`.
    public var viewableImpressions: Int
    /// Its ad requests that came back without an ad: a banner's every
    /// `bannerView:didFailToReceiveAdWithError:`, a full-screen ad's
    /// `interstitialAd:didFailWithError:` while it held no loaded ad (one after a load ends
    /// that ad). Not part of the exposure JSON, whose members session-format.md fixes.
    public var failed: Int
    /// Milliseconds per bucket, in `ExposureBucket.allCases` order (they add up to the lifetime).
    public var bucketMilliseconds: [Int]
    /// Milliseconds per hidden reason, in `HiddenReason.allCases` order (they add up to `hidden`).
    public var reasonMilliseconds: [Int]
    /// The lifetime as stretches of one bucket and exposure, in order (empty unless the
    /// meter was asked to record them).
    public var spans: [ExposureSpan]

    /// An account as the meter makes it (or as a cache kept it: `spans` may be empty).
    public init(ad: String, kind: AdKind, start: Double, end: Double, served: Int, viewableImpressions: Int,
         bucketMilliseconds: [Int], reasonMilliseconds: [Int], spans: [ExposureSpan], failed: Int = 0) {
        self.ad = ad; self.kind = kind; self.start = start; self.end = end; self.served = served
        self.viewableImpressions = viewableImpressions; self.bucketMilliseconds = bucketMilliseconds
        self.reasonMilliseconds = reasonMilliseconds; self.spans = spans; self.failed = failed
    }

    /// Seconds spent in `bucket` (whole milliseconds).
    public func seconds(_ bucket: ExposureBucket) -> Double { ExposureMilliseconds.seconds(bucketMilliseconds[bucket.index]) }
    /// Hidden seconds for `reason` (whole milliseconds).
    public func hiddenSeconds(_ reason: HiddenReason) -> Double { ExposureMilliseconds.seconds(reasonMilliseconds[reason.index]) }
    /// Milliseconds spent in `bucket`.
    public func milliseconds(_ bucket: ExposureBucket) -> Int { bucketMilliseconds[bucket.index] }
    /// Hidden milliseconds for `reason`.
    public func hiddenMilliseconds(_ reason: HiddenReason) -> Int { reasonMilliseconds[reason.index] }
    /// The lifetime in whole milliseconds (what the buckets add up to).
    public var lifetimeMilliseconds: Int { ExposureMilliseconds.of(end) - ExposureMilliseconds.of(start) }
}
