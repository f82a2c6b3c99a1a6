import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes

/// "My button doesn't respond" as developers ask it, in dumps and captures written in the real
/// formats (Tests/Dumps), each modelled on a common public question: the answer must say what
/// the delivery did, about the view the developer meant, in the words of what they see.
@Suite("Why: common developer questions, from dumps and captures")
struct WhyDeveloperCaseTests {
    static func load(_ name: String) throws -> LoadedScene {
        try ImportDumpTests.load(name)
    }

    static func answer(_ name: String, _ view: String, at point: CGPoint? = nil) throws -> WhyAnswer {
        let scene = try load(name)
        // As `why` asks: the name looked up as a developer types it, a label standing for its control.
        let name = try WhyViewLookup(scene: scene).view(for: view)
        let analyzer = WhyAnalyzer(scene: scene)
        let asked = analyzer.standIn(for: name, at: point)
        var answer = try analyzer.answer(view: asked?.view ?? name, at: point)
        if let asked { answer.pointNote = asked.note }
        return answer
    }

    // MARK: - A label with a tap recognizer, user interaction off

    @Test func aLabelWithItsOwnTapRecognizerIsAskedAboutItselfAndItsRecognizerIsNamed() throws {
        // Precondition: a capture of a login screen; "Forgot password?" is a UILabel with a tap
        // recognizer and isUserInteractionEnabled false (UILabel's default), on a view with a
        // keyboard-dismiss tap recognizer.
        let scene = try Self.load("label-tap-interaction-off.json")

        // Action: ask about the label, by the text it shows, as the developer would.
        let name = try WhyViewLookup(scene: scene).view(for: "forgot password?")
        let standIn = WhyAnalyzer(scene: scene).standIn(for: name, at: nil)
        let answer = try Self.answer("label-tap-interaction-off.json", name)

        // Assertion: no other view is asked about in its place; the reason is its own user
        // interaction, and says that its tap recognizer never sees the touch.
        #expect(standIn == nil)
        #expect(answer.view == "Forgot_password?" && !answer.gets)
        #expect(answer.reasons.map(\.kind) == [.userInteractionDisabled])
        #expect(answer.reasons[0].detail.contains("its UITapGestureRecognizer Forgot_password?.tap never sees the touch"))
        #expect(answer.reasons[0].detail.contains("UILabel and UIImageView have it off by default"))
        #expect(answer.headline.hasPrefix("Forgot_password? gets no touches: Forgot_password? has user interaction off, so its gesture recognizers never see the touch"))
    }

    // MARK: - A keyboard-dismiss tap over a table

    @Test func aTapRecognizedWhileATableHoldsTouchesBeganSaysTheCellGetsNoPhaseAtAll() throws {
        // Precondition: a capture: a tap recognizer (cancelsTouchesInView) on the view that holds
        // a table; a cell's label is tapped (it stands for the cell's content view).
        let point = CGPoint(x: 100, y: 170)

        // Action: ask at the point, and over the whole view.
        let tapped = try Self.answer("dismiss-tap-over-table.json", "Grace_Hopper", at: point)
        let whole = try Self.answer("dismiss-tap-over-table.json", "Grace_Hopper")

        // Assertion: the trace says touchesBegan was held back by the table and discarded when
        // the tap recognized: the answer says the view gets none of the touch, not
        // "touchesCancelled instead of touchesEnded"; the first line names the recognizer.
        #expect(tapped.view == "UITableViewCellContentView-c100")
        #expect(tapped.outcome?.heldBy == "UITableView-a000" && tapped.outcome?.takenBy == "UIView-b000.tap")
        #expect(tapped.reasons.map(\.kind) == [.recognizer])
        #expect(tapped.reasons[0].detail.contains("gets none of it (no touchesBegan, touchesEnded or touchesCancelled)"))
        #expect(!tapped.reasons[0].detail.contains("touchesCancelled instead"))
        #expect(tapped.verdict == "UITableViewCellContentView-c100 is the view hitTest answers at (100, 170), but UIKit sends it none of the touch:")
        #expect(whole.headline == "hitTest answers UITableViewCellContentView-c100 all over, but UIView-b000's UITapGestureRecognizer UIView-b000.tap takes the tap, and UIKit sends it none of the touch.")
    }

    // MARK: - A view at alpha 0.01 in front

    @Test func anOverlayAtAlpha001IsNamedAsNearlyInvisibleNotAsVisible() throws {
        // Precondition: a dump: a loading overlay at alpha 0.01 over a Submit button.
        // Action: ask about Submit.
        let answer = try Self.answer("alpha-overlay.txt", "submit")

        // Assertion: the overlay is said to be nearly invisible (1% opacity), with the rule
        // that hitTest skips only a view below 0.01; it is not called "visible".
        let covered = try #require(answer.reasons.first)
        #expect(covered.kind == .covered && covered.view == "LoadingOverlay-e3d0")
        #expect(covered.detail.contains("drawn at 1% opacity"))
        #expect(covered.detail.contains("not hidden, alpha 0.01 (hitTest skips only below 0.01)"))
        #expect(!covered.detail.contains("(visible,"))
        #expect(answer.headline == "UIButton-c9f0 gets no touches: LoadingOverlay-e3d0 in front takes the touch (nearly invisible: alpha 0.01).")
    }

    // MARK: - A cell's contentView over a button added to the cell

    @Test func aCellsContentViewInFrontIsNamedBesideTheViewInsideItThatTakesTheTouch() throws {
        // Precondition: a dump of a table whose cells hold a Remove button added to the cell
        // itself, behind the cell's contentView (the common "button in a cell does not respond").
        // Action: ask about the button by its address, and about the first cell.
        let button = try Self.answer("cell-content-view-covers.txt", "0x7f8b3a40f890")
        let cell = try Self.answer("cell-content-view-covers.txt", "blue mug")

        // Assertion: the contentView in front is named, not only the list view inside it that
        // hitTest answers; the cell's summary names each subview once.
        let covered = try #require(button.reasons.first)
        #expect(covered.kind == .covered && covered.view == "UIListContentView-0590")
        #expect(covered.detail.contains("inside UITableViewCellContentView-00d0, which lies in front of UIButton-f890"))
        #expect(covered.summary.contains("(in UITableViewCellContentView-00d0)"))
        #expect(cell.headline.contains("(UIListContentView-0590, _UITableViewCellSeparatorView-1070)"))
    }

    // MARK: - A titleView of no area

    @Test func aButtonInATitleViewOfNoAreaIsToldTheViewHasNoArea() throws {
        // Precondition: a dump of a navigation bar whose custom titleView is 0 × 0 (Auto
        // Layout with no size), its button drawn around it.
        // Action: ask about the button by the text it shows.
        let answer = try Self.answer("zero-size-title-view.txt", "Inbox ▾")

        // Assertion: the outermost refusing ancestor, the adaptor view of no area, is named as such.
        #expect(answer.view == "UIButton-2340" && !answer.gets)
        #expect(answer.reasons.map(\.view) == ["_UITAMICAdaptorView-1ad0", "TitleView-1f60"])
        #expect(answer.reasons[0].detail.contains("has no area (0 × 0 points"))
        #expect(answer.headline == "UIButton-2340 gets no touches: _UITAMICAdaptorView-1ad0, which holds it, has no area (0 × 0).")
    }

    // MARK: - A clear overlay window

    @Test func aClearWindowInFrontIsSaidToBeSeenThrough() throws {
        // Precondition: a capture with a toast window (level 2001) whose root view is clear,
        // over the main window's Add to Cart button.
        // Action: ask about the button.
        let answer = try Self.answer("toast-window-over-button.json", "add to cart")

        // Assertion: the capture knows colours: the window's view is said to be clear, not "if it is clear".
        let reason = try #require(answer.reasons.first)
        #expect(reason.kind == .otherWindow)
        #expect(reason.detail.contains("clear: you see Add_to_Cart through it, but it takes the touch"))
        #expect(!reason.detail.contains("if it is clear"))
    }

    // MARK: - SwiftUI's hosting view

    @Test func aViewInsideSwiftUIsHostingViewCarriesARemarkThatSwiftUIHitTestsItsOwnContent() throws {
        // Precondition: a dump of a map in a UIViewRepresentable inside SwiftUI's hosting view.
        // Action: ask about the map at its centre.
        let answer = try Self.answer("swiftui-hosted-map.txt", "MKMapView", at: CGPoint(x: 195, y: 400))

        // Assertion: a remark says SwiftUI's own hit-testing is not in the hierarchy.
        let remark = try #require(answer.remarks.first { $0.kind == .hitTestOverride })
        #expect(remark.view == "_TtGC7SwiftUI14_UIHostingViewV5Maps11ContentView_-a200")
        #expect(remark.detail.contains("is SwiftUI's hosting view"))
    }

    // MARK: - The keyboard's window

    @Test func theKeyboardsWindowInADumpLetsATapAboveTheKeyboardThrough() throws {
        // Precondition: a console paste with the app's window and UITextEffectsWindow, the
        // keyboard's full-screen window, printed after it.
        let scene = try Self.load("keyboard-window.txt")

        // Action: ask about Post, above the keyboard; hit-test on the keyboard itself.
        let answer = try Self.answer("keyboard-window.txt", "post")
        let onKeys = scene.window.hitTest(CGPoint(x: 100, y: 700), with: nil)?.name

        // Assertion: Post gets the tap; the keyboard still takes its own; a warning says why.
        #expect(answer.view == "UIButton-b150" && answer.gets && answer.coverage == 1)
        #expect(answer.headline == "UIButton-b150 gets touches all over, but UIButton-b150 has no action connected.")
        #expect(onKeys == "UIKeyboardHostView-d0f0")
        #expect(scene.warnings.contains { $0.line == 14 && $0.message.contains("UITextEffectsWindow is UIKit's keyboard window") })
    }

    @Test func theKeyboardsWindowInACaptureLetsATapAboveTheKeyboardThrough() throws {
        // Precondition: a capture with UITextEffectsWindow at level 10 over the chat window.
        let scene = try Self.load("keyboard-window.json")

        // Action: ask about Send, above the keyboard.
        let answer = try Self.answer("keyboard-window.json", "send", at: CGPoint(x: 340, y: 458))

        // Assertion: Send gets the tap and sends its action; a warning names the keyboard's window.
        #expect(answer.gets && answer.outcome?.performed.map(\.action) == ["send:"])
        #expect(scene.warnings.contains { $0.message.contains("is UIKit's keyboard window") })
    }

    // MARK: - A view controller asked about

    @Test func aViewControllerAskedAboutPointsToItsView() throws {
        // Precondition: a capture of a form in a scroll view whose controller implements touchesBegan.
        let scene = try Self.load("form-in-scroll-view.json")

        // Action: ask about the controller by its class, as a developer whose touchesBegan is never called would.
        let failure = #expect(throws: WhyViewLookup.Failure.self) { try WhyViewLookup(scene: scene).view(for: "formviewcontroller") }

        // Assertion: the failure says it is a controller and names its view; asked about that view at
        // a point of the form, the scroll view is the reason the controller gets nothing.
        #expect(failure?.description == "'formviewcontroller' is the view controller FormViewController, not a view: a controller gets touches through its view and the views inside it; did you mean 'UIView-1000'?")
        let answer = try Self.answer("form-in-scroll-view.json", "0x7fb300a03000", at: CGPoint(x: 200, y: 500))
        #expect(answer.reasons.map(\.kind) == [.scrollViewKeeps])
        #expect(answer.reasons[0].detail.contains("so FormViewController, which implements touchesBegan, never gets it"))
    }

    // MARK: - A blur in front

    @Test func aVisualEffectViewsOwnDescriptionIsReadWithoutAWarningAndNamedInFront() throws {
        // Precondition: a chisel `pviews` paste with a UIVisualEffectView over a Checkout button;
        // its line goes on past the closing '>' with its effect, as UIVisualEffectView prints itself.
        let scene = try Self.load("blur-over-checkout.txt")

        // Action: ask about Checkout.
        let answer = try Self.answer("blur-over-checkout.txt", "checkout")

        // Assertion: no warning for the effect; the blur is named in front.
        #expect(!scene.warnings.contains { $0.message.contains("closing '>'") }, "\(scene.warnings)")
        #expect(answer.reasons.first?.kind == .covered)
        #expect(answer.reasons.first?.summary.contains("(in UIVisualEffectView-e2a0)") == true)
    }

    // MARK: - One text in every row

    @Test func aTextShownInEveryRowNamesTheOtherViewsThatShowIt() throws {
        // Precondition: the table dump, a Remove button in each of two rows; a lesson's scene file.
        let scene = try Self.load("cell-content-view-covers.txt")
        let lesson = try LoadedScene.load(text: "title: t\nsize: [300, 200]\nroot: {controller: C, view: {name: row-1, frame: [0, 0, 300, 200], subviews: [{name: row-2, frame: [0, 0, 10, 10]}]}}\n", file: "rows.yaml")

        // Action: which views show the text of the view `why remove` answers about, and of the second.
        let lookup = WhyViewLookup(scene: scene)
        let asked = try lookup.view(for: "remove")

        // Assertion: both are named, the one asked about first; a class-and-address name and a
        // scene file's own names are never taken for a text shown twice.
        #expect(asked == "Remove")
        #expect(lookup.viewsShowingTheSameText(as: asked) == ["Remove", "Remove-2"])
        #expect(lookup.viewsShowingTheSameText(as: "Remove-2") == ["Remove-2", "Remove"])
        #expect(lookup.viewsShowingTheSameText(as: "UIButton-f890") == [])
        #expect(WhyViewLookup(scene: lesson).viewsShowingTheSameText(as: "row-1") == [])
    }

    // MARK: - A hidden window

    @Test func aHiddenWindowInACaptureTakesNoTouches() throws {
        // Precondition: the toast window of toast-window-over-button.json, captured hidden.
        let scene = try Self.load("hidden-toast-window.json")

        // Action: ask about Add to Cart, under the hidden window.
        let answer = try Self.answer("hidden-toast-window.json", "add to cart")

        // Assertion: the button gets the touch and sends its action; a warning says how the window was read;
        // its title shown by its own label is not another view showing the text.
        #expect(answer.gets && answer.coverage == 1)
        #expect(answer.outcome?.performed.map(\.action) == ["addToCart:"])
        #expect(scene.warnings.contains { $0.message.contains("is hidden (isHidden): it gets no touches and is not drawn") })
        #expect(WhyViewLookup(scene: scene).viewsShowingTheSameText(as: "Add_to_Cart") == [])
    }
}
