import Testing
@testable import AdsightCLI

struct ExitCase: Sendable, CustomStringConvertible {
    let inputs: [String]
    let failOn: FailOn
    let status: Int32
    var description: String { inputs.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: "+") + " fail-on \(failOn.rawValue) → \(status)" }
}

let exitCases: [ExitCase] = [
    .init(inputs: [CheckFixtures.clean], failOn: .error, status: 0),
    .init(inputs: [CheckFixtures.clean], failOn: .warning, status: 0),
    .init(inputs: [CheckFixtures.warning], failOn: .error, status: 0),
    .init(inputs: [CheckFixtures.warning], failOn: .warning, status: 1),
    .init(inputs: [CheckFixtures.warning], failOn: .never, status: 0),
    .init(inputs: [CheckFixtures.error], failOn: .error, status: 1),
    .init(inputs: [CheckFixtures.error], failOn: .warning, status: 1),
    .init(inputs: [CheckFixtures.error], failOn: .never, status: 0),
    .init(inputs: [CheckFixtures.clean, CheckFixtures.warning, CheckFixtures.error], failOn: .error, status: 1),
    .init(inputs: [CheckFixtures.invalid], failOn: .never, status: 2),
    .init(inputs: [CheckFixtures.error, CheckFixtures.invalid], failOn: .error, status: 2),
    .init(inputs: [CheckFixtures.set], failOn: .error, status: 2),
    .init(inputs: [CheckFixtures.unreadableHeader], failOn: .error, status: 2),
    .init(inputs: [CheckFixtures.root + "/no-such-file.jsonl"], failOn: .never, status: 2),
    .init(inputs: [CheckFixtures.clean, CheckFixtures.root + "/missing-dir"], failOn: .error, status: 2),
]

@Test(arguments: exitCases, [CheckFormat.text, .json])
func checkExitStatusFollowsFailOn(_ exitCase: ExitCase, _ format: CheckFormat) {
    let options = PipelineOptions(inputs: exitCase.inputs, failOn: exitCase.failOn, builtInNotes: CheckFixtures.notes)
    let result = CheckAction(options: options, format: format).perform()
    #expect(result.exitCode == exitCase.status, "\(result.stdout)\(result.stderr)")
}

@Test func aMissingInputIsNamedOnStandardError() {
    let missing = CheckFixtures.root + "/no-such-file.jsonl"
    let result = CheckAction(options: PipelineOptions(inputs: [missing], builtInNotes: CheckFixtures.notes)).perform()
    #expect(result.stderr.contains(missing))
}

@Test func checkArgumentsParseIntoTheAction() throws {
    let command = try CheckCommand.parse(["a.jsonl", "dir", "--format", "json", "--fail-on", "warning", "--notes", "mine"])
    #expect(command.action.options.inputs == ["a.jsonl", "dir"])
    #expect(command.action.format == .json)
    #expect(command.action.options.failOn == .warning)
    #expect(command.action.options.notesDirectory == "mine")
    #expect(throws: (any Error).self) { try CheckCommand.parse(["--fail-on", "sometimes"]) }
    #expect(throws: (any Error).self) { try CheckCommand.parse(["--format", "xml"]) }
}
