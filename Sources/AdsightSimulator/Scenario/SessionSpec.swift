/// The scenario's `session`: how long it lasts and how the user moves between screens.
public struct SessionSpec: Sendable, Hashable {
    /// Target length; a session runs a little longer when a defect needs a situation to arise.
    public var duration: Int = 600_000
    /// Table app: time between drilling into the detail screen, and how long the user stays there.
    public var detailEvery: MillisRange? = MillisRange(seconds: 40, 150)
    public var detailStay = MillisRange(seconds: 4, 30)
    /// Game: the length of one match.
    public var match = MillisRange(seconds: 45, 120)
    /// Magazine: time spent on one page.
    public var page = MillisRange(seconds: 8, 40)
    /// Time between the user leaving the app (home button), and how long they stay away.
    public var backgroundEvery: MillisRange? = MillisRange(seconds: 180, 900)
    public var backgroundStay = MillisRange(seconds: 5, 90)

    public init() {}
}
