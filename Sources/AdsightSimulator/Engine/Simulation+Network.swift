import AdsightSession

extension Simulation {
    /// What the network answers a request: nil for an ad, else the error. Pending needs
    /// steer it (an ad when one is needed on screen, a failure once the ad is shown).
    mutating func networkOutcome(adShown: Bool) -> AdError? {
        if has(.notConfigured) {
            needs.remove(.failure)
            return AdError(code: "ADErrorConfigurationError", message: "iAd is not configured for this app")
        }
        if needs.contains(.failure), adShown {
            needs.remove(.failure)
            return AdError(code: "ADErrorServerFailure", message: "The server failed to respond")
        }
        if !needs.isEmpty { return nil }
        if dice.chance(ppm: scenario.network.fillRate) { return nil }
        let code = dice.weighted(scenario.network.errors.map { ($0.code, $0.weight) }) ?? "ADErrorUnknown"
        return AdError(code: code, message: Self.message(for: code))
    }

    static func message(for code: String) -> String {
        switch code {
        case "ADErrorInventoryUnavailable": return "Ad inventory unavailable"
        case "ADErrorServerFailure": return "The server failed to respond"
        case "ADErrorLoadingThrottled": return "Loading throttled"
        case "ADErrorConfigurationError": return "iAd is not configured for this app"
        case "ADErrorApplicationInactive": return "The application is inactive"
        default: return "The operation couldn't be completed"
        }
    }
}
