#if DEBUG
import AdsightModel
@testable import AdsightRules
import AdsightSession

/// The event that made a `never`/`always` state bad: the group is replayed one event at a
/// time, and the answer is the instance's event after which the state (its `while` and its
/// bad condition) turned bad for the last time in the group; the group's last event
/// concerning the instance when it does not end bad event by event.
enum BreachStartReference {
    static func event(_ step: ReferenceStep, _ instance: ReferenceInstance, header: SessionHeader,
                      bad: Condition, guard g: Condition?) -> Event? {
        let states = step.statesAfterEachEvent()
        var culprit: Event?
        var wasBad = false
        for (k, e) in step.events.enumerated() where instance.concerns(e) {
            var isBad = false
            if let a = instance.index(in: states[k]) {
                let reading = ReferenceReading(header: header, adIndex: a, step: step)
                isBad = (g.map { reading.holds($0, in: states[k]) } ?? true) && reading.holds(bad, in: states[k])
            }
            if isBad && !wasBad { culprit = e }
            wasBad = isBad
        }
        return wasBad ? culprit : step.events.last(where: instance.concerns)
    }
}
#endif
