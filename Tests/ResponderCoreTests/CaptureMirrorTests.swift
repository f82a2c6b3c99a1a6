import Foundation
import Testing
@testable import ResponderCore

/// The UIKit members the capture file reads, with UIKit's names, types and answers.
@Suite("The UIKit members a capture reads")
struct CaptureMirrorTests {
    @Test func aControlListsItsTargetsWithNSNullForTheResponderChain() {
        let button = UIButton(name: "OK", frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let app = TestApp([button])

        button.addTarget(app.controller, action: "save:", for: .touchUpInside)
        button.addTarget(nil, action: "copy:", for: [.touchDown, .touchUpInside])

        #expect(button.allTargets.count == 2)
        #expect(button.allTargets.contains(AnyHashable(app.controller)))
        #expect(button.allTargets.contains { $0.base is NSNull })
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        #expect(button.actions(forTarget: app.controller, forControlEvent: .touchUpInside) == ["save:"])
        #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == ["copy:"])
        #expect(button.actions(forTarget: app.controller, forControlEvent: .touchDown) == nil)
    }

    @Test func windowsAreFoundThroughTheConnectedScenes() {
        let app = TestApp()
        let scene = UIWindowScene()
        app.window.windowScene = scene
        let overlay = UIWindow(name: "overlay", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        overlay.windowScene = scene

        app.application.addWindow(overlay)
        overlay.makeKey()

        #expect(app.application.connectedScenes == [scene])
        #expect(scene.windows.map(\.name) == [UIWindow.windowName, "overlay"])
        #expect(overlay.isKeyWindow && !app.window.isKeyWindow)
        // Other tests make applications in parallel: `shared` is this one or one made after it.
        let shared = UIApplication.shared
        #expect(shared === app.application || shared.orderMade > app.application.orderMade, "the application made last")
    }

    @Test func aRecognizersDescriptionListsItsTargetsAsUIKitPrintsThem() {
        let app = TestApp()
        let tap = UITapGestureRecognizer(name: "tap")

        app.root.addGestureRecognizer(tap)
        tap.addTarget(app.controller, action: "tapped:")

        #expect(tap.description.hasPrefix("<UITapGestureRecognizer: 0x"))
        #expect(tap.description.contains("; state = Possible; view = <UIView 0x"))
        #expect(tap.description.hasSuffix("; target= <(action=tapped:, target=<ViewController 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(app.controller).toOpaque()), radix: 16))>)>>"))
    }

    @Test func labelsTakeNoTouchesAndColoursGiveTheirComponents() {
        let label = UILabel(name: "title")
        var alpha: CGFloat = 0

        let answered = UIColor(red: 1, green: 0, blue: 0, alpha: 0.25).getRed(nil, green: nil, blue: nil, alpha: &alpha)

        #expect(!label.isUserInteractionEnabled)
        #expect(answered && alpha == 0.25)
        #expect(UIScrollView(name: "list").adjustedContentInset == .zero)
    }
}
