import Foundation

/// A view key's value: a flag (`hidden: true`) or a number (`alpha: 0.5`).
public enum ViewKeyValue: Equatable, Sendable {
    case flag(Bool)
    case number(Double)

    /// The flag, or false for a number.
    public var flag: Bool {
        if case .flag(let flag) = self { return flag }
        return false
    }

    /// The number, or 0 for a flag.
    public var number: Double {
        if case .number(let number) = self { return number }
        return 0
    }

    /// As a scene file and an events file write it: `true`, `0.5`, `300` (the shortest text that
    /// reads back as the same number).
    public var text: String {
        switch self {
        case .flag(let flag): return String(flag)
        case .number(let number): return number.compact
        }
    }
}
