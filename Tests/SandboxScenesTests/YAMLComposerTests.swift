import Foundation
import Testing
@testable import SandboxScenes

/// The scene loader's own YAML reader: libyaml's events into a YAMLNode tree, read by
/// YAMLNodeReader as scenes read it.
@Suite("YAMLComposer: libyaml's events into a node tree")
struct YAMLComposerTests {
    /// The value of `key: TEXT`, composed.
    static func value(_ text: String) throws -> YAMLNode {
        let root = try #require(try YAMLComposer.compose("key: \(text)\n"))
        return try #require(root.value(forKey: "key"))
    }

    static func error(_ text: String) -> YAMLError? {
        do {
            _ = try YAMLComposer.compose(text)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Scalars, as scenes read them

    @Test(arguments: [
        ("10", 10.0), ("-2.5", -2.5), ("1e3", 1000.0), ("0", 0.0), ("+4", 4.0), ("0.01", 0.01),
    ])
    func plainNumbersAreNumbers(text: String, expected: Double) throws {
        // Precondition
        let node = try Self.value(text)
        let reader = YAMLNodeReader(file: "t.yaml")

        // Action
        let number = reader.number(node, "key")

        // Assertion
        #expect(number == expected)
        #expect(reader.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("'10'", "expected a number, found the text \"10\" (write numbers without quotes)"),
        ("\"3\"", "expected a number, found the text \"3\" (write numbers without quotes)"),
        (".inf", "expected a finite number, found .inf"),
        ("-.Inf", "expected a finite number, found -.Inf"),
        (".nan", "expected a finite number, found .nan"),
        ("ten", "expected a number, found 'ten'"),
        ("~", "expected a number, found nothing"),
        ("[1]", "expected a number, found a list of 1"),
    ])
    func nonNumbersAreRefusedWithTheirWords(text: String, message: String) throws {
        // Precondition
        let node = try Self.value(text)
        let reader = YAMLNodeReader(file: "t.yaml")

        // Action
        let number = reader.number(node, "key")

        // Assertion
        #expect(number == nil)
        #expect(reader.diagnostics.map(\.message) == [message])
    }

    @Test(arguments: [
        ("true", true as Bool?), ("True", true), ("TRUE", true), ("false", false), ("False", false),
        // YAML 1.1's other booleans were never accepted by scenes (the composer resolves no tags).
        ("yes", nil), ("no", nil), ("on", nil), ("off", nil), ("1", nil), ("~", nil),
    ])
    func onlyTrueAndFalseAreBooleans(text: String, expected: Bool?) throws {
        // Precondition
        let node = try Self.value(text)
        let reader = YAMLNodeReader(file: "t.yaml")

        // Action
        let value = reader.bool(node, "key")

        // Assertion
        #expect(value == expected)
        #expect(reader.diagnostics.count == (expected == nil ? 1 : 0))
    }

    @Test(arguments: [
        ("", true), ("~", true), ("null", true), ("Null", true), ("NULL", true),
        ("nULL", false), ("'null'", false), ("\"\"", false), ("''", false), ("none", false), ("[]", false),
    ])
    func nullIsAnUnquotedEmptyValueTildeOrNull(text: String, isNull: Bool) throws {
        // Precondition and action
        let node = try Self.value(text)

        // Assertion
        #expect(node.isNull == isNull)
    }

    @Test(arguments: [
        ("plain words", "plain words", YAMLNode.Scalar.Style.plain),
        ("'it''s'", "it's", .singleQuoted),
        ("\"tab\\there \\u00e9\"", "tab\there é", .doubleQuoted),
        ("\"#3366cc\"", "#3366cc", .doubleQuoted),
        ("|\n  two\n  lines", "two\nlines\n", .literal),
        ("copy:withSender", "copy:withSender", .plain),
    ])
    func stringsKeepTheirTextAfterQuotesAndEscapes(text: String, expected: String, style: YAMLNode.Scalar.Style) throws {
        // Precondition
        let node = try Self.value(text)
        let reader = YAMLNodeReader(file: "t.yaml")

        // Action
        let string = reader.string(node, "key")

        // Assertion
        #expect(string == expected)
        #expect(node.scalar?.style == style)
    }

    // MARK: - Marks

    @Test func marksGiveLineColumnAndScalarOffsetOfEachNode() throws {
        // Precondition: non-ASCII text before the nodes, a CR LF line break, flow and block forms.
        let text = "title: \"Café ☕️\"\r\nroot:\n  é: [1, {a: b}]\n  list:\n  - x\n  - 'y'\n"
        let scalars = Array(text.unicodeScalars)

        // Action
        let root = try #require(try YAMLComposer.compose(text))
        let title = try #require(root.value(forKey: "title"))
        let rootValue = try #require(root.value(forKey: "root"))
        let flow = try #require(rootValue.value(forKey: "é"))
        let inner = try #require(flow.sequence?[1])
        let list = try #require(rootValue.value(forKey: "list"))
        let quoted = try #require(list.sequence?[1])

        // Assertion: line and column from 1, counted in Unicode scalars; the offset indexes the scalars.
        #expect(root.mark == YAMLMark(line: 1, column: 1, offset: 0))
        #expect(title.mark == YAMLMark(line: 1, column: 8, offset: 7))
        #expect(rootValue.mark.line == 3 && rootValue.mark.column == 3)
        #expect(scalars[rootValue.mark.offset] == "é")
        #expect(flow.mark.line == 3 && flow.mark.column == 6 && scalars[flow.mark.offset] == "[")
        #expect(flow.mapping == nil && flow.sequence?.style == .flow)
        #expect(inner.mark.column == 10 && scalars[inner.mark.offset] == "{")
        #expect(list.mark.line == 5 && list.mark.column == 3 && scalars[list.mark.offset] == "-")
        #expect(list.sequence?.style == .block)
        #expect(quoted.mark.line == 6 && quoted.mark.column == 5 && scalars[quoted.mark.offset] == "'")
    }

    // MARK: - Errors

    @Test func anUnclosedBracketIsAParserErrorWithWhereItOpened() throws {
        // Precondition
        let text = "a: [1, 2\nb: 3\n"

        // Action
        let error = try #require(Self.error(text))

        // Assertion: libyaml's words and marks, and the line a student reads.
        guard case .parser(let context, let problem, let mark) = error else {
            Issue.record("expected a parser error, got \(error)")
            return
        }
        #expect(problem == "did not find expected ',' or ']'")
        #expect(context?.text == "while parsing a flow sequence")
        #expect(context?.mark.line == 1 && context?.mark.column == 4)
        #expect(mark.line == 2 && mark.column == 2)
        #expect(YAMLSyntaxError.diagnostic(for: error, file: "t.yaml", text: text).description
                == "t.yaml:2:2: YAML syntax error: the '[' at line 1, column 4 is not closed (expected ',' or ']' here)")
    }

    @Test func aControlCharacterIsAReaderErrorAtItsCharacter() throws {
        // Precondition: U+0001 after "a: é" (the é is two bytes, one Character).
        let text = "a: é\u{1}\n"

        // Action
        let error = try #require(Self.error(text))

        // Assertion
        guard case .reader(let problem, let offset, let value) = error else {
            Issue.record("expected a reader error, got \(error)")
            return
        }
        #expect(problem == "control characters are not allowed")
        #expect(offset == 4)
        #expect(value == 1)
        #expect(YAMLSyntaxError.diagnostic(for: error, file: "t.yaml", text: text).description
                == "t.yaml:1:5: cannot read the file: control characters are not allowed (U+0001)")
    }

    @Test func repeatedKeysAreReportedSortedAtTheFirstUse() throws {
        // Precondition: a small flow mapping and a big block one (the two ways the check runs).
        let small = "{b: 1, a: 2, 'b': 3, a: 4}"
        let big = (0..<20).map { "k\($0): \($0)" }.joined(separator: "\n") + "\nk7: again\n"

        // Action
        let smallError = try #require(Self.error(small))
        let bigError = try #require(Self.error(big))

        // Assertion: a quoted key is the same key.
        guard case .duplicatedKeys(let keys, let mark) = smallError, case .duplicatedKeys(let bigKeys, let bigMark) = bigError else {
            Issue.record("expected repeated keys, got \(smallError) and \(bigError)")
            return
        }
        #expect(keys == ["a", "b"])
        #expect(mark.line == 1 && mark.column == 8)
        #expect(bigKeys == ["k7"])
        #expect(bigMark.line == 8 && bigMark.column == 1)
        #expect(YAMLSyntaxError.diagnostic(for: bigError, file: "t.yaml", text: big).description
                == "t.yaml:21:1: duplicate key 'k7': it is already set on line 8")
    }

    @Test func aSecondDocumentIsRefusedWhereItStarts() throws {
        // Precondition
        let text = "a: 1\n---\nb: 2\n"

        // Action
        let error = try #require(Self.error(text))

        // Assertion
        guard case .composer(_, let problem, let mark) = error else {
            Issue.record("expected a composer error, got \(error)")
            return
        }
        #expect(problem == "but found another document")
        #expect(mark.line == 2 && mark.column == 1)
    }

    @Test func oneExplicitDocumentAndAnEmptyTextAreFine() throws {
        // Precondition, action and assertion: '---' and '...' around one document; nothing at all.
        #expect(try YAMLComposer.compose("---\na: 1\n...\n")?.value(forKey: "a")?.string == "1")
        #expect(try YAMLComposer.compose("") == nil)
        #expect(try YAMLComposer.compose("# only a comment\n\n") == nil)
    }

    // MARK: - Aliases and nesting

    @Test func anAliasIsItsAnchoredNodeMarkAndAll() throws {
        // Precondition
        let text = "a: &frame [0, 0, 10, 10]\nb: *frame\n"

        // Action
        let root = try #require(try YAMLComposer.compose(text))
        let a = try #require(root.value(forKey: "a"))
        let b = try #require(root.value(forKey: "b"))

        // Assertion: the same values at the same place, so a repeat can be told by its mark.
        #expect(b == a)
        #expect(b.mark == a.mark)
        #expect(b.sequence?.count == 4)
    }

    @Test(arguments: ["a: *nowhere\n", "a: &self [1, *self]\n"])
    func anAliasWithoutACompleteAnchorBeforeItIsRefused(text: String) throws {
        // Precondition: no anchor at all, or the alias inside its own anchor.

        // Action
        let error = try #require(Self.error(text))

        // Assertion
        guard case .composer(_, let problem, _) = error else {
            Issue.record("expected a composer error, got \(error)")
            return
        }
        #expect(problem == "found undefined alias")
    }

    @Test func nestingIsReadUpToTheLimitAndRefusedPastIt() throws {
        // Precondition: lists in lists, just under and just over the limit.
        let limit = YAMLComposer.maximumNesting
        let under = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        let over = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)

        // Action: on a thread with room for freeing a tree 1000 levels deep, as the loader does.
        let read = LargeStack.run { (try? YAMLComposer.compose(under))?.sequence?.count }
        let error = try #require(LargeStack.run { Self.error(over) })

        // Assertion: refused at the bracket past the limit, in the words scenes turn into theirs.
        #expect(read == 1)
        guard case .parser(_, let problem, let mark) = error else {
            Issue.record("expected a parser error, got \(error)")
            return
        }
        #expect(problem.hasPrefix("Maximum nesting level reached"))
        #expect(mark.column == limit + 1)
        #expect(YAMLSyntaxError.diagnostic(for: error, file: "t.yaml", text: over).message == "nesting is deeper than 64 levels")
    }

    @Test func anAliasedValueIsReadWhereverItIsUsed() throws {
        // Precondition: one frame written once and used by two views.
        let text = """
            root:
              controller: C
              view:
                name: r
                frame: &square [0, 0, 50, 50]
                subviews:
                  - {name: a, frame: *square}
            """

        // Action
        let document = try SceneParser.parse(text, file: "alias.yaml")

        // Assertion
        guard case .view(let a)? = document.root.view.subviews.first else {
            Issue.record("expected the view a")
            return
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }
}
