import Foundation
import ResponderCore
import ResponderSandboxCapture
import Testing
@testable import SandboxScenes

/// `ViewKeyTable` is the one place a view key is described: every path a key takes (scene file,
/// live view, `set`, events text, caption, capture, the scene writers) goes through its row.
@Suite("The table of view keys")
struct ViewKeyTableTests {
    /// A value of the key other than its default, within its range.
    static func otherValue(_ key: ViewKey) -> ViewKeyValue {
        switch (key.type, key.defaultValue) {
        case (.flag, .flag(let flag)): return .flag(!flag)
        case (.number(let range?), _): return .number(range.lowerBound + (range.upperBound - range.lowerBound) / 4)
        default: return .number(key.defaultValue.number + 12.5)
        }
    }

    /// A scene of one view `A` with the key set to `value`.
    static func scene(_ key: ViewKey, _ value: ViewKeyValue) -> String {
        "title: T\nsize: [400, 400]\nroot:\n  controller: VC\n  view:\n    name: Root\n    frame: [0, 0, 400, 400]\n"
            + "    subviews:\n      - {name: A, frame: [10, 10, 100, 100], \(key.name): \(value.text)}\n"
    }

    static func view(_ scene: LoadedScene) throws -> UIView { try #require(scene.responders["A"] as? UIView) }

    @Test func theAllowListsAreTheTablesNames() {
        let names = ViewKeyTable.keys.map(\.name)

        let missingInScenes = names.filter { !SceneParser.viewKeys.contains($0) }
        let missingInSet = names.filter { !ViewProperty.keys.contains($0) }

        #expect(Set(names).count == names.count, "one row per key")
        #expect(missingInScenes.isEmpty)
        #expect(missingInSet.isEmpty)
    }

    @Test(arguments: ViewKeyTable.keys)
    func theDefaultIsTheModelsAndUIViews(key: ViewKey) {
        let node = ViewNode(name: "A", frame: .zero)
        let view = UIView(name: "A", frame: .zero)

        let nodeValue = key.node(node), viewValue = key.view(view)

        #expect(nodeValue == key.defaultValue)
        #expect(viewValue == key.defaultValue)
        #expect(key.written(for: node) == nil, "a default is not written")
    }

    @Test(arguments: ViewKeyTable.keys)
    func aSceneFileKeyReachesTheLiveViewAndComesBackWritten(key: ViewKey) throws {
        let value = Self.otherValue(key)

        let scene = try LoadedScene.load(text: Self.scene(key, value), file: "\(key.name).yaml")
        let node = try #require(scene.document.root.view.subviews.first.flatMap { if case .view(let view) = $0 { view } else { nil } })
        let written = ImportedSceneWriter.yaml(scene.document, source: "test", capture: true)
        let imported = ImportedSceneWriter.yaml(scene.document, source: "test")

        #expect(key.node(node) == value)
        #expect(key.view(try Self.view(scene)) == value)
        #expect(written.contains("\(key.name): \(value.text)\n"))
        #expect(key.view(try Self.view(try LoadedScene.load(text: written, file: "w.yaml"))) == value)
        #expect(key.view(try Self.view(try LoadedScene.load(text: imported, file: "i.yaml"))) == value)
    }

    @Test(arguments: ViewKeyTable.keys)
    func setParsesAppliesAndIsWrittenBack(key: ViewKey) throws {
        let value = Self.otherValue(key)
        let scene = try LoadedScene.load(text: Self.scene(key, key.defaultValue), file: "\(key.name).yaml")

        let property = try ViewProperty.parse(key: key.name, value: value.text).get()
        property.apply(to: try Self.view(scene), responders: scene.responders)

        #expect(property == .key(key, value))
        #expect(key.view(try Self.view(scene)) == value)
        #expect(property.eventsText == "\(key.name) \(value.text)")
        #expect(property.caption(for: "A").hasPrefix("A."), "the caption names the view: \(property.caption(for: "A"))")
        #expect(property.caption(for: "A") != ViewProperty.key(key, key.defaultValue).caption(for: "A"), "the caption says the value")
    }

    /// `why` answers on a fresh copy of the scene as it is now: a key `set` changed is copied.
    @Test(arguments: ViewKeyTable.keys)
    func whysFreshCopyKeepsTheKey(key: ViewKey) throws {
        let value = Self.otherValue(key)
        let scene = try LoadedScene.load(text: Self.scene(key, key.defaultValue), file: "\(key.name).yaml")
        ViewProperty.key(key, value).apply(to: try Self.view(scene), responders: scene.responders)

        let copy = scene.freshCopy()

        #expect(key.view(try Self.view(copy)) == value)
    }

    @Test(arguments: ViewKeyTable.keys)
    func aCaptureKeepsTheKey(key: ViewKey) throws {
        let value = Self.otherValue(key)
        let scene = try LoadedScene.load(text: Self.scene(key, value), file: "\(key.name).yaml")
        scene.identifyViewsByName()

        let json = ResponderSandboxCapture.json(of: scene.application)
        let captured = try LoadedScene.load(text: json, file: "\(key.name).json")

        #expect(key.view(try Self.view(captured)) == value)
    }

    @Test(arguments: ViewKeyTable.keys)
    func aSetOfTheWrongTypeSaysWhatTheKeyTakes(key: ViewKey) {
        let result = ViewProperty.parse(key: key.name, value: "lots")

        guard case .failure(let error) = result else {
            Issue.record("set \(key.name) lots was taken")
            return
        }
        #expect(error.message.hasPrefix("\(key.name) takes "), "\(error.message)")
    }

    /// A label takes no touches unless the file says so: both writers write the key wherever it
    /// differs from that default, so a label that takes touches still does when read back.
    @Test(arguments: [true, false])
    func aLabelsInteractionSurvivesBothWriters(enabled: Bool) throws {
        let text = "title: T\nsize: [400, 400]\nroot:\n  controller: VC\n  view:\n    name: Root\n    frame: [0, 0, 400, 400]\n"
            + "    subviews:\n      - {name: A, class: UILabel, frame: [10, 10, 100, 100], userInteractionEnabled: \(enabled)}\n"
        let scene = try LoadedScene.load(text: text, file: "label.yaml")
        scene.identifyViewsByName()
        let captured = try LoadedScene.load(text: ResponderSandboxCapture.json(of: scene.application), file: "label.json")

        let fromCapture = try LoadedScene.load(text: ImportedSceneWriter.yaml(captured.document, source: "label.json", capture: true), file: "c.yaml")
        let fromImport = try LoadedScene.load(text: ImportedSceneWriter.yaml(scene.document, source: "label"), file: "i.yaml")

        #expect(try Self.view(captured).isUserInteractionEnabled == enabled)
        #expect(try Self.view(fromCapture).isUserInteractionEnabled == enabled)
        #expect(try Self.view(fromImport).isUserInteractionEnabled == enabled)
    }
}
