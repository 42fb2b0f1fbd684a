extension EventKind {
    /// The wire name of the event as written in `event` (`EventNames`, in the codes' order).
    public var name: String {
        if case .unknown(let name) = self { return name }
        return EventNames.all[Int(EventCode(self).rawValue)]
    }

    /// Which table of the format the event belongs to.
    public var category: EventCategory { EventCode(self).category }
}

/// The three tables of the format's events, plus names it does not define.
public enum EventCategory: String, Sendable, Hashable {
    /// "Calls the app makes into iAd".
    case appCall
    /// "Delegate callbacks iAd makes".
    case callback
    /// "The app, its views and the device".
    case appAndDevice
    case unknown
}
