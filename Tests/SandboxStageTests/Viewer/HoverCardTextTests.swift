import Foundation
import Testing
import ResponderCore
import SandboxScenes
@testable import SandboxStage

/// The hover card of an imported view says the text it shows: a dump's labels and text fields.
@Suite("The hover card: the text a view shows")
struct HoverCardTextTests {
    @Test func anEmptyTextFieldsCardShowsItsPlaceholderAndAFilledOnesItsText() throws {
        // Precondition: a login form's dump: an empty field with the placeholder Email, a filled one.
        let url = RightClickOnDumpTests.dumps.appendingPathComponent("login-placeholders.txt")
        let scene = try LoadedScene.load(contentsOf: url)
        func card(_ name: String) throws -> HoverCard {
            let view = try #require(scene.view(named: name))
            return HoverCard(view: view, node: SceneViewIndex.node(named: name, in: scene.document), taker: view, pointer: .zero)
        }

        // Action: the cards of both fields.
        let empty = try card("Email"), filled = try card("ada@example.com")

        // Assertion: the placeholder is said to be what the empty field shows; the filled one shows its text.
        #expect(empty.facts.contains("placeholder: 'Email' (shown: the field is empty)"))
        #expect(!empty.facts.contains { $0.hasPrefix("text:") })
        #expect(filled.facts.contains("text: 'ada@example.com'") && filled.facts.contains("placeholder: 'Username'"))
    }
}
