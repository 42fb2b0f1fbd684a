extension StateName {
    /// The exposure states: a change of the ad or of the app it is drawn in may change them.
    static let exposureStates: UInt64 = StateName.exposure.bit | StateName.bucket.bit | StateName.hiddenBy.bit

    /// Every state: what a condition of unknown reads may depend on.
    static let everything: UInt64 = .max
}
