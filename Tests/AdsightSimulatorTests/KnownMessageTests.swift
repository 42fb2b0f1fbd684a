import Testing
@testable import AdsightSession
@testable import AdsightSimulator

/// The decoder keeps iAd's error messages as literals (`KnownText.errorMessage`: an event
/// holding one retains nothing when copied) by listing the messages the simulator writes:
/// each of them must still be found there, or the fast path silently stops applying
/// (review8a L2). Codes the simulator has no message of its own for get its default one.
@Test(arguments: AdError.knownCodes + ["ADErrorSomethingNew"])
func everySimulatedErrorMessageDecodesAsALiteral(code: String) {
    let message = Simulation.message(for: code)
    let bytes = Array(message.utf8)
    let decoded = bytes.withUnsafeBufferPointer { KnownText.errorMessage(ByteText(base: $0.baseAddress!, count: $0.count)) }
    #expect(decoded == message)
    #expect(LineTails.isImmortal(decoded), "\(code): \"\(message)\" is decoded onto the heap")
}
