extension StateName {
    /// The state's bit in a state mask (`Condition.reads`, a step's changes).
    var bit: UInt64 {
        switch self {
        case .paused: return 1 << 0
        case .background: return 1 << 1
        case .hostOnScreen: return 1 << 2
        case .orientation: return 1 << 3
        case .screen: return 1 << 4
        case .kind: return 1 << 5
        case .loaded: return 1 << 6
        case .everLoaded: return 1 << 7
        case .visible: return 1 << 8
        case .released: return 1 << 9
        case .hidden: return 1 << 10
        case .inViewHierarchy: return 1 << 11
        case .inViewController: return 1 << 12
        case .delegate: return 1 << 13
        case .actionInProgress: return 1 << 14
        case .unloaded: return 1 << 15
        case .presentation: return 1 << 16
        case .presentCount: return 1 << 17
        case .frame: return 1 << 18
        case .currentContentSizeIdentifier: return 1 << 19
        case .requiredContentSizeIdentifiers: return 1 << 20
        case .requiredOrientations: return 1 << 21
        case .frameIsBuiltinSize: return 1 << 22
        case .sizeMatchesOrientation: return 1 << 23
        case .obscured: return 1 << 24
        case .obscuredBy: return 1 << 25
        case .hostViewSizeOK: return 1 << 26
        case .exposure: return 1 << 27
        case .bucket: return 1 << 28
        case .hiddenBy: return 1 << 29
        }
    }

    /// The exposure states: a change of the ad or of the app it is drawn in may change them.
    static let exposureStates: UInt64 = StateName.exposure.bit | StateName.bucket.bit | StateName.hiddenBy.bit

    /// Every state: what a condition of unknown reads may depend on.
    static let everything: UInt64 = .max
}
