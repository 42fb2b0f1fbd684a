/// What the rebuild cache's key (`BuildCacheKey`) is made of, each part hashed on its own:
/// the adsight binary, the note files, the template files and the options that change a
/// page (`--fail-on`, the build time). Two sites merge only when every part is the same.
struct BuildKeyParts: Sendable, Equatable {
    var binary: UInt64
    var notes: UInt64
    var templates: UInt64
    var options: UInt64
}
