/// The `error` of a failure callback: a code (`ADErrorServerFailure`, ...; unknown codes
/// are kept as given) and an optional message.
public struct AdError: Sendable, Hashable, Codable {
    public var code: String
    public var message: String?
    public init(code: String, message: String? = nil) { self.code = code; self.message = message }

    /// The error codes iAd defines.
    public static let knownCodes: [String] = [
        "ADErrorUnknown", "ADErrorServerFailure", "ADErrorLoadingThrottled",
        "ADErrorInventoryUnavailable", "ADErrorConfigurationError",
        "ADErrorBannerVisibleWithoutContent", "ADErrorApplicationInactive",
    ]
}
