/// A YAML value as the scene loader reads it (YAMLComposer): a mapping, a list or a scalar
/// with its text, its style and where it starts. Tags are not resolved here: scenes read every
/// scalar as text and check numbers, booleans and null themselves (YAMLNodeReader), so a
/// scalar keeps its text and whether it was quoted, which is all those checks need.
enum YAMLNode {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    struct Scalar {
        /// As libyaml numbers its scalar styles, so the raw value is its enum's.
        enum Style: UInt32 {
            case any, plain, singleQuoted, doubleQuoted, literal, folded
        }

        var string: String
        var style: Style
        var mark: YAMLMark
    }

    /// Block (`key: value` lines) or flow (`{…}`, `[…]`), as libyaml numbers them.
    enum CollectionStyle: UInt32 {
        case any, block, flow
    }

    /// The key–value pairs in the order written.
    struct Mapping: RandomAccessCollection {
        var pairs: [(key: YAMLNode, value: YAMLNode)]
        var style: CollectionStyle
        var mark: YAMLMark

        var startIndex: Int { pairs.startIndex }
        var endIndex: Int { pairs.endIndex }
        subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) { pairs[position] }

        /// The value of the scalar key `key`, whatever its quotes (a quoted key is the same
        /// key to YAML).
        subscript(key: String) -> YAMLNode? {
            pairs.first { $0.key.scalar?.string == key }?.value
        }
    }

    struct Sequence: RandomAccessCollection {
        var nodes: [YAMLNode]
        var style: CollectionStyle
        var mark: YAMLMark

        var startIndex: Int { nodes.startIndex }
        var endIndex: Int { nodes.endIndex }
        subscript(position: Int) -> YAMLNode { nodes[position] }
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    var mapping: Mapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    var sequence: Sequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    /// Where the node starts: a scalar's first character (its quote, if quoted), a flow
    /// collection's bracket, a block mapping's first key, a block list's first '-'.
    var mark: YAMLMark {
        switch self {
        case .scalar(let scalar): return scalar.mark
        case .mapping(let mapping): return mapping.mark
        case .sequence(let sequence): return sequence.mark
        }
    }

    /// The scalar's text; nil for a mapping or a list.
    var string: String? { scalar?.string }

    /// YAML's null: an unquoted empty value, `~`, `null`, `Null` or `NULL`. Quoted, each of
    /// these is text (YAML 1.1 and the 1.2 core schema agree).
    var isNull: Bool {
        guard let scalar, scalar.style == .plain else { return false }
        switch scalar.string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// Whether this mapping has the scalar key `key`.
    func hasKey(_ key: String) -> Bool {
        mapping?.contains { $0.key.scalar?.string == key } ?? false
    }

    /// The value of the scalar key `key` in this mapping.
    func value(forKey key: String) -> YAMLNode? {
        mapping?[key]
    }

    /// "a list", "a mapping", "text 'abc'": what a student sees in an error line.
    var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence(let sequence): return "a list of \(sequence.count)"
        case .scalar(let scalar):
            if isNull || scalar.string.isEmpty { return "nothing" }
            let text = scalar.string.count > 30 ? String(scalar.string.prefix(30)) + "…" : scalar.string
            return "'\(text)'"
        }
    }
}

extension YAMLNode: Equatable {
    /// Equal as YAML keys: same kind and same content, whatever the style or position (a
    /// quoted 'a' and a plain a are one key: the duplicate-key check compares what a key says).
    static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(lhs), .scalar(rhs)):
            return lhs.string == rhs.string
        case let (.sequence(lhs), .sequence(rhs)):
            return lhs.nodes == rhs.nodes
        case let (.mapping(lhs), .mapping(rhs)):
            return lhs.pairs.count == rhs.pairs.count
                && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default:
            return false
        }
    }
}
