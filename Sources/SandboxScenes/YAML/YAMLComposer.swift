import CLibYAML

/// Reads YAML text into a `YAMLNode` tree straight from libyaml's event stream (Debian's
/// libyaml-dev): one pass, no tag resolution, no recursion. Every node keeps its mark, errors
/// come in the order libyaml finds them, and an alias stands for its anchored node; a big
/// scene loads in a fraction of the time a node-by-node composer takes (Benchmarks/README.md, "Trace").
enum YAMLComposer {
    /// Collections open at once. libyaml's sources after 0.2.5 refuse 1000 levels of nesting
    /// (`yaml_set_max_nest_level`); Debian's 0.2.5 has no limit, so the composer sets the same one.
    static let maximumNesting = 1000

    /// The one document in the text; nil if it holds none (empty, or comments only).
    static func compose(_ text: String) throws(YAMLError) -> YAMLNode? {
        var text = text
        let copy = text
        return try text.withUTF8 { bytes in
            Result { () throws(YAMLError) in try compose(bytes, text: copy) }
        }.get()
    }

    private struct OpenCollection {
        var isMapping: Bool
        var mark: YAMLMark
        var style: YAMLNode.CollectionStyle
        var anchor: String?
        var nodes: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var key: YAMLNode?
    }

    private static func compose(_ bytes: UnsafeBufferPointer<UInt8>, text: String) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw .memory }
        defer { yaml_parser_delete(&parser) }
        // A Swift String is UTF-8, whatever its first bytes suggest: libyaml must not guess.
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        // libyaml asserts a non-null input, which an empty String's storage may not give.
        let empty: [UInt8] = [0]
        empty.withUnsafeBufferPointer { placeholder in
            yaml_parser_set_input_string(&parser, bytes.baseAddress ?? placeholder.baseAddress, bytes.count)
        }

        var event = yaml_event_t()
        var hasEvent = false
        defer { if hasEvent { yaml_event_delete(&event) } }
        func next() throws(YAMLError) -> yaml_event_type_t {
            if hasEvent { yaml_event_delete(&event) }
            hasEvent = false
            guard yaml_parser_parse(&parser, &event) == 1 else { throw error(of: parser, text: text) }
            hasEvent = true
            return event.type
        }

        _ = try next() // the stream's start
        guard try next() != YAML_STREAM_END_EVENT else { return nil } // else the document's start
        var stack: [OpenCollection] = []
        var anchors: [String: YAMLNode] = [:]
        var root: YAMLNode?

        while root == nil {
            let type = try next()
            let mark = YAMLMark(event.start_mark)
            var node: YAMLNode
            switch type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                node = .scalar(YAMLNode.Scalar(string: string, style: YAMLNode.Scalar.Style(rawValue: scalar.style.rawValue) ?? .any, mark: mark))
                if let anchor = scalar.anchor { anchors[String(cString: anchor)] = node }
            case YAML_ALIAS_EVENT:
                guard let anchored = anchors[String(cString: event.data.alias.anchor)] else {
                    throw .composer(context: nil, problem: "found undefined alias", mark: mark)
                }
                // The anchored node itself, mark and all: SceneNameRegistry tells a repeat by it.
                node = anchored
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < maximumNesting else {
                    throw .parser(context: Context(text: "while parsing", mark: mark),
                                  problem: "Maximum nesting level reached, set with yaml_set_max_nest_level())", mark: mark)
                }
                let isMapping = type == YAML_MAPPING_START_EVENT
                let style = isMapping ? event.data.mapping_start.style.rawValue : event.data.sequence_start.style.rawValue
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                var open = OpenCollection(isMapping: isMapping, mark: mark,
                                          style: YAMLNode.CollectionStyle(rawValue: style) ?? .any,
                                          anchor: anchor.map { String(cString: $0) })
                // A frame's four numbers, a view's few keys: one allocation rather than three.
                if isMapping { open.pairs.reserveCapacity(4) } else { open.nodes.reserveCapacity(4) }
                stack.append(open)
                continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let open = stack.removeLast()
                if open.isMapping {
                    try checkDuplicates(open.pairs)
                    node = .mapping(YAMLNode.Mapping(pairs: open.pairs, style: open.style, mark: open.mark))
                } else {
                    node = .sequence(YAMLNode.Sequence(nodes: open.nodes, style: open.style, mark: open.mark))
                }
                // Registered once complete: an alias inside its own anchor is undefined.
                if let anchor = open.anchor { anchors[anchor] = node }
            default:
                // Only node events come between a document's start and its root's end.
                throw .composer(context: nil, problem: "unexpected event", mark: mark)
            }
            guard !stack.isEmpty else {
                root = node
                break
            }
            let top = stack.count - 1
            if !stack[top].isMapping {
                stack[top].nodes.append(node)
            } else if let key = stack[top].key {
                stack[top].pairs.append((key, node))
                stack[top].key = nil
            } else {
                stack[top].key = node
            }
        }

        _ = try next() // the document's end
        let after = try next()
        guard after == YAML_STREAM_END_EVENT else {
            throw .composer(context: Context(text: "expected a single document in the stream", mark: YAMLMark(line: 1, column: 1, offset: 0)),
                            problem: "but found another document", mark: YAMLMark(event.start_mark))
        }
        return root
    }

    private typealias Context = YAMLError.Context

    /// Every text key that appears more than once, sorted, with the first one's mark. A list
    /// or mapping used as a key is not compared: the reader refuses it ("keys must be plain
    /// words"), and comparing two such keys built of aliases of aliases takes time exponential
    /// in their depth (a 2 KB file took a minute).
    private static func checkDuplicates(_ pairs: [(key: YAMLNode, value: YAMLNode)]) throws(YAMLError) {
        guard pairs.count > 1 else { return }
        var repeated: [YAMLNode.Scalar] = []
        if pairs.count <= 16 {
            // A view has a handful of keys: comparing each with those before is cheapest, and
            // they are compared as strings, without copying nodes.
            for index in 1..<pairs.count {
                guard case .scalar(let key) = pairs[index].key else { continue }
                let isRepeat = pairs[..<index].contains { if case .scalar(let earlier) = $0.key { earlier.string == key.string } else { false } }
                if isRepeat, !repeated.contains(where: { $0.string == key.string }) { repeated.append(key) }
            }
        } else {
            var seen = Set<String>(), repeatedText = Set<String>()
            for case (.scalar(let key), _) in pairs {
                if !seen.insert(key.string).inserted, repeatedText.insert(key.string).inserted { repeated.append(key) }
            }
        }
        guard !repeated.isEmpty else { return }
        // Sorted by text, so the message is the same whatever the order.
        let sorted = repeated.sorted { $0.string < $1.string }
        let first = pairs.first { $0.key.scalar?.string == sorted[0].string }!.key
        throw .duplicatedKeys(sorted.map(\.string), mark: first.mark)
    }

    private static func error(of parser: yaml_parser_t, text: String) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        let context = parser.context.map { Context(text: String(cString: $0), mark: YAMLMark(parser.context_mark)) }
        let mark = YAMLMark(parser.problem_mark)
        switch parser.error {
        case YAML_READER_ERROR:
            // libyaml gives a byte offset; the message gives it in Characters, as a person counts them.
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: parser.problem_offset, limitedBy: text.utf8.endIndex)?
                .samePosition(in: text)
            return .reader(problem: problem, offset: index.map { text.distance(from: text.startIndex, to: $0) },
                           value: parser.problem_value)
        case YAML_SCANNER_ERROR: return .scanner(context: context, problem: problem, mark: mark)
        case YAML_PARSER_ERROR: return .parser(context: context, problem: problem, mark: mark)
        case YAML_COMPOSER_ERROR: return .composer(context: context, problem: problem, mark: mark)
        default: return .memory
        }
    }
}

extension YAMLMark {
    /// libyaml counts lines and columns from 0.
    init(_ mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1, offset: mark.index)
    }
}
