/// What `BaselineReader` and `BaselinePlainReader` must agree on, for the differential
/// tests and the fuzz target: the plain fields of the baseline read, or the error.
public enum BaselineComparable: Equatable, Sendable {
    case read(BaselinePlainReader.Plain)
    case refused(BaselineError)

    public init(_ result: Result<Baseline, BaselineError>) {
        switch result {
        case .success(let b):
            self = .read(BaselinePlainReader.Plain(format: b.format, checks: b.checks, sessions: b.statusTable, order: b.order, dropped: b.dropped))
        case .failure(let e): self = .refused(e)
        }
    }

    public init(_ result: Result<BaselinePlainReader.Plain, BaselineError>) {
        switch result {
        case .success(let p): self = .read(p)
        case .failure(let e): self = .refused(e)
        }
    }
}
