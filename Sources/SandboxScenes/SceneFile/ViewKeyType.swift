import Foundation

/// What a view key takes: true or false, or a number (within a range, if it has one).
public enum ViewKeyType: Equatable, Sendable {
    case flag
    case number(within: ClosedRange<Double>?)

    /// `KEY VALUE` of `set NAME KEY VALUE` read as this type; the error says what the key takes.
    func parse(_ text: String, key: String) -> Result<ViewKeyValue, ScriptError> {
        switch self {
        case .flag:
            guard let flag = Bool(text.lowercased()) else { return .failure(.init("\(key) takes true or false, found '\(text.shownInMessage())'")) }
            return .success(.flag(flag))
        case .number(let range):
            guard let number = Double(text), number.isFinite, range?.contains(number) ?? true else {
                let within = range.map { " from \($0.lowerBound.compact) to \($0.upperBound.compact)" } ?? ""
                return .failure(.init("\(key) takes a number\(within), found '\(text.shownInMessage())'"))
            }
            return .success(.number(number))
        }
    }

    /// The key's node of a scene file read as this type, or nil with the problem reported.
    func read(_ keys: YAMLKeys, _ key: String, _ path: String, parser: SceneNodeParser) -> ViewKeyValue? {
        switch self {
        case .flag:
            return parser.flag(keys, key, path).map(ViewKeyValue.flag)
        case .number(let range):
            guard let node = keys[key], let number = parser.reader.number(node, YAMLNodeReader.join(path, key)) else { return nil }
            if let range, !range.contains(number) {
                parser.reader.report(node, YAMLNodeReader.join(path, key),
                                     "must be between \(range.lowerBound.compact) and \(range.upperBound.compact), found \(number.compact)")
                return nil
            }
            return .number(number)
        }
    }
}
