extension ProjectFile {
    /// The pipeline options of a run: each flag given wins over the file's setting, and
    /// what neither sets keeps its default. `today` decides which suppressions are in force.
    public func options(inputs: [String], notesDirectory: String?, failOn: FailOn?, minSessions: Int? = nil,
                        today: String) -> PipelineOptions {
        var options = PipelineOptions(inputs: inputs.isEmpty ? self.inputs ?? [] : inputs,
                                      notesDirectory: notesDirectory ?? notes, failOn: failOn ?? self.failOn ?? .error)
        let (policy, warnings) = policy(today: today)
        options.policy = policy
        options.projectWarnings = warnings
        options.minSessions = minSessions ?? self.minSessions ?? 0
        options.minSessionsSource = minSessions != nil ? "--min-sessions" : "the project file's min-sessions"
        options.projectFile = self
        return options
    }
}
