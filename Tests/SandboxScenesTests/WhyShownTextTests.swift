import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// What a view shows in the app that a scene keeps: a label's text, a text field's
/// placeholder. A label with a clear background still draws its text over what is behind it,
/// and an empty text field shows its placeholder, which is what a developer calls it.
@Suite("Why: the text a view shows, from dumps and captures")
struct WhyShownTextTests {
    // MARK: - A captured label with a clear background in front

    @Test func aClearLabelInFrontIsSaidToShowItsTextNotToBeSeenThrough() throws {
        // Precondition: a capture (colours known): a promotion label with a clear background
        // and user interaction on lies over the bottom of the Checkout button.
        let scene = try ImportDumpTests.load("promo-label-over-button.json")
        let label = try #require(ImportDumpTests.node(scene, "Free_shipping_on_orders_over_$50"))

        // Action: ask about the button, over the whole of it and at a point under the label.
        let whole = try WhyDeveloperCaseTests.answer("promo-label-over-button.json", "checkout")
        let there = try WhyDeveloperCaseTests.answer("promo-label-over-button.json", "checkout", at: CGPoint(x: 195, y: 740))

        // Assertion: the label keeps its text through the import; the answer says the user
        // sees its text over the button, not that they see the button through it.
        #expect(label.text == "Free shipping on orders over $50" && label.shownText == label.text)
        let covered = try #require(there.reasons.first)
        #expect(covered.kind == .covered && covered.view == "Free_shipping_on_orders_over_$50")
        #expect(covered.detail.contains("it shows the text 'Free shipping on orders over $50' over Checkout (its background is clear: you see Checkout around the text)"))
        #expect(!covered.detail.contains("you see Checkout through it"))
        #expect(whole.headline.contains("Free_shipping_on_orders_over_$50 in front takes the touch (drawn over it: it shows 'Free shipping on orders over $50')"))
    }

    @Test func aCapturedLabelsTextAndAFieldsPlaceholderSurviveTheWrittenScene() throws {
        // Precondition: the capture's document, read as `import` reads it.
        let name = "promo-label-over-button.json"
        let imported = try CaptureImporter.parse(ImportDumpTests.text(name), file: name)

        // Action: write it as a scene file and read that back.
        let yaml = ImportedSceneWriter.yaml(imported, source: name)
        let reread = try SceneParser.parse(yaml, file: "\(name).yaml")

        // Assertion: the texts and the placeholder are written and read back the same.
        let before = SceneViewIndex.nodes(of: imported), after = SceneViewIndex.nodes(of: reread)
        #expect(yaml.contains("text: \"Free shipping on orders over $50\""))
        #expect(yaml.contains("placeholder: \"Promo code\""))
        for view in ["Checkout", "Checkout-2", "Free_shipping_on_orders_over_$50", "Promo_code"] {
            #expect(after[view]?.text == before[view]?.text && after[view]?.placeholder == before[view]?.placeholder, "\(view)")
        }
        #expect(after["Promo_code"]?.text == nil && after["Promo_code"]?.placeholder == "Promo code")
    }

    // MARK: - An empty text field, asked about by its placeholder

    @Test func anEmptyTextFieldIsNamedAndFoundByItsPlaceholder() throws {
        // Precondition: an lldb dump of a login form: two empty UITextFields printed with
        // `text = ''; … placeholder = Email;` and `placeholder = Password`, one filled in.
        let scene = try ImportDumpTests.load("login-placeholders.txt")

        // Action: ask for the fields the way the developer sees them on the screen.
        let email = try WhyViewLookup(scene: scene).view(for: "Email")
        let password = try WhyViewLookup(scene: scene).view(for: "password")
        let filled = try WhyViewLookup(scene: scene).view(for: "ada@example.com")
        let answer = try WhyDeveloperCaseTests.answer("login-placeholders.txt", "Email")

        // Assertion: an empty field is named after its placeholder and keeps it; a filled one
        // after its text, keeping both; `why` answers about the field.
        #expect(email == "Email" && password == "Password" && filled == "ada@example.com")
        let node = try #require(ImportDumpTests.node(scene, "Email"))
        #expect(node.textField && node.address == "0x7f9e4d00a200")
        #expect(node.text == nil && node.placeholder == "Email" && node.shownText == "Email")
        let other = try #require(ImportDumpTests.node(scene, "ada@example.com"))
        #expect(other.text == "ada@example.com" && other.placeholder == "Username" && other.shownText == "ada@example.com")
        #expect((scene.view(named: "Email") as? UITextField)?.placeholder == "Email")
        #expect(answer.view == "Email" && answer.gets)
    }

    @Test func aPlaceholderIsReadOnlyOnATextField() throws {
        // Precondition: a scene file giving a placeholder to a plain view.
        let yaml = "root:\n  controller: ViewController\n  view:\n    name: root\n    frame: [0, 0, 100, 100]\n    placeholder: \"Email\"\n"

        // Action: read it.
        let failure = #expect(throws: SourceDiagnostics.self) { try SceneParser.parse(yaml, file: "placeholder.yaml") }

        // Assertion: the error says where a placeholder belongs.
        #expect(failure?.description.contains("a placeholder belongs to a text field (textField: true)") == true)
    }
}
