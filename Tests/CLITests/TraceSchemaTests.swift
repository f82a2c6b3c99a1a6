import Foundation
import Testing

/// docs/trace.schema.json against every lesson's golden JSON trace, with a validator for the
/// part of JSON Schema the file uses (type, const, enum, properties, required,
/// additionalProperties, items, minItems, maxItems, minimum, oneOf).
@Suite("The trace's JSON Schema")
struct TraceSchemaTests {
    static let schemaURL = ConventionsTests.repository.appendingPathComponent("docs/trace.schema.json")
    static let goldenFolder = ConventionsTests.repository.appendingPathComponent("Tests/SandboxScenesTests/Golden")

    static func schema() throws -> JSON {
        try JSONDecoder().decode(JSON.self, from: Data(contentsOf: schemaURL))
    }

    static func parse(_ line: String) throws -> JSON {
        try JSONDecoder().decode(JSON.self, from: Data(line.utf8))
    }

    static func goldenLines() throws -> [(file: String, line: String)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: goldenFolder.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        return try files.flatMap { file in
            try String(contentsOf: goldenFolder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").map { (file, String($0)) }
        }
    }

    @Test func everyLessonsGoldenTraceMatchesTheSchema() throws {
        // Precondition: the schema and every lesson's golden trace.
        let schema = try Self.schema()
        let lines = try Self.goldenLines()
        #expect(lines.count > 1000)

        // Action and assertion: each line is one object matching exactly one step type.
        for (file, line) in lines {
            let problems = SchemaCheck.problems(try Self.parse(line), against: schema)
            #expect(problems.isEmpty, "\(file): \(line): \(problems)")
        }
    }

    @Test func everyStepTypeTheLessonsProduceIsInTheSchemaAndTheDocs() throws {
        // Precondition: the step types the lessons' traces use.
        let used = Set(try Self.goldenLines().compactMap { try Self.parse($0.line)["type"]?.string })
        let schemaTypes = Set((try Self.schema()["oneOf"]?.array ?? []).compactMap { $0["title"]?.string })
        let docs = try String(contentsOf: ConventionsTests.repository.appendingPathComponent("docs/trace.md"), encoding: .utf8)

        // Assertion: the schema names each one, and docs/trace.md has a section with its JSON form.
        #expect(used.isSubset(of: schemaTypes), "\(used.subtracting(schemaTypes))")
        for type in schemaTypes.sorted() {
            #expect(docs.contains("### `\(type)`"), "docs/trace.md has no section for \(type)")
            #expect(docs.contains("{\"type\":\"\(type)\""), "docs/trace.md has no JSON example of \(type)")
        }
    }

    @Test func theDocumentsJSONExamplesMatchTheSchema() throws {
        // Precondition: the one-line objects of docs/trace.md's json blocks.
        let docs = try String(contentsOf: ConventionsTests.repository.appendingPathComponent("docs/trace.md"), encoding: .utf8)
        let examples = DocumentationTests.blocks(in: docs, languages: ["json"]).flatMap(\.lines).filter { $0.hasPrefix("{") }
        #expect(examples.count >= 16)

        // Action and assertion: each matches exactly one step type.
        let schema = try Self.schema()
        for line in examples {
            #expect(SchemaCheck.problems(try Self.parse(line), against: schema).isEmpty, "\(line)")
        }
    }

    @Test func theValidatorRefusesWhatTheSchemaForbids() throws {
        // Precondition: lines that break the schema in different ways.
        let schema = try Self.schema()
        let wrong = [
            #"{"type":"hitTest","view":"A"}"#,
            #"{"type":"hitTest","view":"A","point":[1.0]}"#,
            #"{"type":"pointInside","view":"A","inside":"Yes"}"#,
            #"{"type":"skipped","view":"A","reason":"tired"}"#,
            #"{"type":"gesture","recognizer":"t","view":"A","state":"possible","extra":1}"#,
            #"{"type":"teleport","view":"A"}"#,
        ]

        // Action and assertion: each one has a problem.
        for line in wrong {
            #expect(!SchemaCheck.problems(try Self.parse(line), against: schema).isEmpty, "\(line)")
        }
    }
}

/// A JSON value as JSONDecoder reads it: a boolean is never a number, nor a number a boolean.
enum JSON: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSON]), object([String: JSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSON].self)) }
    }

    subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? { if case .string(let value) = self { return value }; return nil }
    var array: [JSON]? { if case .array(let value) = self { return value }; return nil }
    var number: Double? { if case .number(let value) = self { return value }; return nil }
}

/// The JSON Schema keywords docs/trace.schema.json uses.
enum SchemaCheck {
    static func problems(_ value: JSON, against schema: JSON, at path: String = "$") -> [String] {
        var problems: [String] = []
        if let type = schema["type"] {
            let types = type.array?.compactMap(\.string) ?? [type.string ?? ""]
            if !types.contains(where: { matches(value, type: $0) }) { problems.append("\(path): not \(types.joined(separator: " or "))") }
        }
        if let constant = schema["const"], constant != value { problems.append("\(path): not \(constant)") }
        if let choices = schema["enum"]?.array, !choices.contains(value) { problems.append("\(path): not one of the allowed values") }
        if let minimum = schema["minimum"]?.number, let number = value.number, number < minimum { problems.append("\(path): below \(minimum)") }
        if case .object(let object) = value { problems += objectProblems(object, schema: schema, path: path) }
        if case .array(let array) = value { problems += arrayProblems(array, schema: schema, path: path) }
        if let branches = schema["oneOf"]?.array {
            let matching = branches.filter { Self.problems(value, against: $0, at: path).isEmpty }.count
            if matching != 1 { problems.append("\(path): matches \(matching) of the step types, not exactly one") }
        }
        return problems
    }

    private static func objectProblems(_ object: [String: JSON], schema: JSON, path: String) -> [String] {
        var problems = (schema["required"]?.array ?? []).compactMap(\.string).filter { object[$0] == nil }.map { "\(path): no \($0)" }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            if let property = schema["properties"]?[key] {
                problems += Self.problems(value, against: property, at: "\(path).\(key)")
            } else if schema["additionalProperties"] == .bool(false) {
                problems.append("\(path): unexpected \(key)")
            }
        }
        return problems
    }

    private static func arrayProblems(_ array: [JSON], schema: JSON, path: String) -> [String] {
        var problems: [String] = []
        if let minimum = schema["minItems"]?.number, Double(array.count) < minimum { problems.append("\(path): too few items") }
        if let maximum = schema["maxItems"]?.number, Double(array.count) > maximum { problems.append("\(path): too many items") }
        if let items = schema["items"] {
            for (index, item) in array.enumerated() { problems += Self.problems(item, against: items, at: "\(path)[\(index)]") }
        }
        return problems
    }

    private static func matches(_ value: JSON, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): return true
        case ("integer", .number(let number)): return number == number.rounded()
        default: return false
        }
    }
}
