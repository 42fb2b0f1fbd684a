import AdsightModel
import Testing

/// Numbers from a session reach messages through `NumberFormat`: any finite value, however
/// large (a hostile frame of 1e16, a time of 1e13 s), gives text instead of a trap, and the
/// usual values keep their usual text.
@Test(arguments: [
    (0.0, "0", "0.000"), (12.0, "12", "12.000"), (12.5, "12.5", "12.500"), (0.1234, "0.123", "0.123"),
    (-3.25, "-3.25", "-3.250"), (1.036e13, "10360000000000", "10360000000000.000"),
    (1e16, "10000000000000000", "10000000000000000"), (-1e16, "-10000000000000000", "-10000000000000000"),
    (1e19, "1e+19", "1e+19"), (1.5e300, "1.5e+300", "1.5e+300"), (9.5e15 + 0.5, "9500000000000000", "9500000000000000"),
])
func hugeNumbersGiveText(value: Double, text: String, time: String) {
    #expect(NumberFormat.text(value) == text)
    #expect(NumberFormat.time(value) == time)
}
