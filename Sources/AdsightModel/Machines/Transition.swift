/// What a lifecycle machine says about one event: iAd could have done it, or not.
///
/// Machines always move to the state the recording implies (the recording is what
/// happened); an `.inconsistent` outcome becomes a `model-consistency` finding.
public enum Transition: Sendable, Hashable {
    case accepted
    /// iAd would never do this; the message is for the app developer.
    case inconsistent(String)
}
