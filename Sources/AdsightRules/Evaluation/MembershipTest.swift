import AdsightModel

/// `currentContentSizeIdentifier in requiredContentSizeIdentifiers` (`not in` with
/// `negate`), compared by the identifiers as written, without building lists.
final class CurrentInRequiredTest: Test, @unchecked Sendable {
    let negate: Bool
    init(negate: Bool, _ eval: @escaping @Sendable (EvalContext) -> Value) { self.negate = negate; super.init(eval) }
    override func holds(in c: inout EvalContext) -> Bool {
        guard c.adIndex >= 0 else { return false }
        // Read in place (a local `AdState` would copy the whole ad).
        guard let required = c.state.ads[c.adIndex].requiredContentSizeIdentifiers,
              let current = c.state.ads[c.adIndex].currentContentSizeIdentifier else { return false }
        return required.contains { $0.raw == current.raw } != negate
    }
}

/// `requiredOrientations in app.supportedOrientations` (`not in` with `negate`).
final class RequiredInSupportedTest: Test, @unchecked Sendable {
    let negate: Bool
    init(negate: Bool, _ eval: @escaping @Sendable (EvalContext) -> Value) { self.negate = negate; super.init(eval) }
    override func holds(in c: inout EvalContext) -> Bool {
        guard let supported = c.header.app.supportedOrientations, c.adIndex >= 0,
              let axes = c.state.ads[c.adIndex].requiredContentSizeAxes else { return false }
        for axis in axes where !supported.contains(axis) { return negate }
        return !negate
    }
}
