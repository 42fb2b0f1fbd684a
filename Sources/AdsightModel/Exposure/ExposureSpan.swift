/// A stretch of an ad object's lifetime with one bucket and one exposure (what the session
/// page's exposure lane draws), in whole milliseconds of session time.
public struct ExposureSpan: Sendable, Hashable {
    public var start: Double
    public var end: Double
    public var bucket: ExposureBucket
    /// The exposure (0...1) throughout the span.
    public var exposure: Double
    /// Why a `hidden` span was hidden; nil for other buckets.
    public var reason: HiddenReason?

    public init(start: Double, end: Double, bucket: ExposureBucket, exposure: Double, reason: HiddenReason? = nil) {
        self.start = start; self.end = end; self.bucket = bucket; self.exposure = exposure; self.reason = reason
    }
}
