import CCmark

/// The cmark version this binary is linked against.
public var cmarkVersion: String { String(cString: cmark_version_string()) }
