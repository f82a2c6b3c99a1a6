import ResponderCore

extension TraceStep {
    /// The view a hit-testing step is about.
    var viewName: String? {
        switch self {
        case .hitTest(let view, _), .skipped(let view, _), .pointInside(let view, _), .hitTestReturn(let view, _): return view
        default: return nil
        }
    }
}
