import Testing
@_spi(Testing) @testable import AdsightSession

/// Numbers around the fast scanner's quick conversion (at most 15 digits, leading zeros of a
/// fraction included): both paths must read the same Double, or give the same diagnostic.
enum FastNumberCorpus {
    static let numbers = [
        "0", "-0", "0.0", "7", "127.577", "0.1", "0.30000000000000004", "0.000000000000001",
        "0.0000000000000012", "0.00000000000000123", "123456789012345", "1234567890123456",
        "123456789012345.6", "12345678901234.56", "999999999999999", "9999999999999999",
        "9007199254740993", "18446744073709551616", "12345678901234567890123", "1.5e3", "1E-2",
        "0.1234567890123456789012", "4.35", "1.000000000000000", "00.5", "1.", ".5", "-", "01",
        // Around 7 digits a side, where a word-at-a-time reader once stopped.
        "312.235", "9999999.9999999", "1234567.1234567", "0.0000001", "12345678.5", "1.12345678", "7.5e1",
    ]
}

@Test(arguments: FastNumberCorpus.numbers)
func numbersAtTheQuickConversionsEdgesDecodeTheSameOnEveryPath(number: String) {
    let lines = [
        #"{"t": \#(number), "event": "user.tap", "ad": "a"}"#,
        #"{"t": 1, "event": "setFrame:", "ad": "a", "frame": [\#(number), 0, 320, 50]}"#,
        #"{"event": "app.pause", "t": \#(number)}"#,
    ]
    for line in lines {
        expectSameOutcome(FastScannerCorpus.file(Array(line.utf8)), line)
    }
    // A plain number reads as Swift's own conversion of its text.
    let isJSON = number.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil
    if isJSON, let expected = Double(number) {
        let outcome = SessionDecoding.decode(FastScannerCorpus.file(Array(lines[0].utf8)))
        #expect(outcome.session?.events.first?.t == expected || expected < 0)
    }
}
