import ArgumentParser

/// Builds ArgumentParser's `ExitCode` for a status (kept in one place).
func ExitCodeError(_ status: Int32) -> ExitCode { ExitCode(status) }
