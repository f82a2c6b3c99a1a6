import Foundation
import Testing
@testable import SandboxScenes

/// The window's reload-error box names the views of a key path; the command line keeps
/// the command line's plain form.
@Suite("Error key paths with view names")
struct DiagnosticViewNameTests {
    static let scene = """
    root:
      controller: ViewController
      view:
        name: root
        frame: [0, 0, 800, 600]
        subviews:
          - name: A
            frame: [100, 100, 300, 300]
            subviews:
              - {name: B, frame: [10, 10, 50]}
          - controller: Detail
            view: {name: detail, frame: [0, 0, 10]}
    """

    private func diagnostics() throws -> [SourceDiagnostic] {
        do {
            _ = try LoadedScene.load(text: Self.scene, file: "bad.yaml")
            Issue.record("the scene should be refused")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func eachListElementOfTheKeyPathIsNamed() throws {
        let found = try diagnostics()
        let plain = found.map(\.path)

        let named = found.map { $0.namingViews(in: Self.scene).path }

        #expect(plain.contains("root.view.subviews[0].subviews[0].frame"), "\(plain)")
        #expect(named.contains("root.view.subviews[0] (A).subviews[0] (B).frame"), "\(named)")
        #expect(named.contains("root.view.subviews[1] (Detail).view.frame"), "\(named)")
    }

    @Test func thePlainErrorLineIsUnchanged() throws {
        let first = try #require(try diagnostics().first)

        #expect(first.description.hasPrefix("bad.yaml:"))
        #expect(!first.description.contains("(A)"))
    }

    @Test func aPathIntoTextThatIsNotYAMLStaysAsItIs() {
        let diagnostic = SourceDiagnostic(file: "x", line: 1, column: 1, path: "root.view.subviews[3].frame", message: "m")

        #expect(diagnostic.namingViews(in: ": : [").path == "root.view.subviews[3].frame")
        #expect(diagnostic.namingViews(in: "root: {view: {subviews: []}}").path == "root.view.subviews[3].frame")
    }
}
