import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

/// Every window of the scene on the canvas, named with its level, and value controls showing their value.
@Suite("Canvas: further windows and value controls")
struct WindowsAndValueControlsCanvasTests {
    let painter = StagePainter(measurer: FixedWidthMeasurer())

    @Test func aFurtherWindowIsDrawnWithItsNameLevelAndViews() throws {
        // Precondition: lesson 51, an alert window over the main one.
        let session = try StageFixtures.session("51-alert-window-takes-every-touch")

        // Action: the picture.
        let frame = session.frame
        let texts = StageFixtures.texts(in: painter.paint(frame))

        // Assertion: the alert window is tagged with its level, its views are placed after
        // (in front of) the main window's, and each window's plates lie above the one behind.
        #expect(texts.contains("alert · windowLevel alert (2000)"))
        #expect(frame.furtherWindows.map(\.name) == ["alert"])
        let names = frame.placements.map(\.name)
        #expect(try #require(names.firstIndex(of: "dimming")) > (try #require(names.firstIndex(of: "buy"))))
        #expect(frame.placements.first { $0.name == "dimming" }?.depth == 2)
    }

    @Test func theHierarchyOutlinesEveryWindowBackToFront() throws {
        // Precondition: lesson 51, an alert window over the main one.
        let session = try StageFixtures.session("51-alert-window-takes-every-touch")

        // Action: the frame's outline.
        let entries = session.frame.hierarchy

        // Assertion: the main window's tree, then the alert window's, each window at depth 0
        // leading to the application, so the alert's views can be found and selected.
        let windows = entries.filter { $0.depth == 0 }
        #expect(windows.map(\.name) == ["UIWindow", "alert"])
        #expect(windows.map(\.next) == ["UIApplication", "UIApplication"])
        let names = entries.map(\.name)
        #expect(try #require(names.firstIndex(of: "OK")) > (try #require(names.firstIndex(of: "alert"))))
        #expect(try #require(names.firstIndex(of: "buy")) < (try #require(names.firstIndex(of: "alert"))))
    }

    @Test func aWindowAwayFromTheOriginIsDrawnWhereItSits() throws {
        // Precondition: a panel window at (500, 300) holding a view at its origin.
        let window = UIWindow(name: "panel", frame: CGRect(x: 500, y: 300, width: 200, height: 200))
        window.rootViewController = UIViewController(name: "PanelController", view: UIView(name: "knob", frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let application = UIApplication(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600)))
        application.addWindow(window)

        // Action: the placements of every window.
        let placements = ViewPlacement.placements(inWindowsOf: application)

        // Assertion: the knob is drawn at the window's origin on the screen.
        let knob = try #require(placements.first { $0.name == "knob" })
        #expect(knob.windowRect == CGRect(x: 500, y: 300, width: 50, height: 50))
        #expect(knob.map.windowPoint(CGPoint(x: 10, y: 20)) == CGPoint(x: 510, y: 320), "conversions go to the screen too")
    }

    @Test func aSlidersThumbFollowsItsValue() throws {
        // Precondition: lesson 49's slider at value 0.
        let session = try StageFixtures.session("49-slider-in-a-scroll-view")
        let slider = try #require(session.scene.view(named: "volume") as? UISlider)
        let before = painter.paint(session.frame).commands

        // Action: the value set to the maximum.
        slider.value = 1
        let after = painter.paint(session.frame).commands

        // Assertion: the picture changed only because the thumb and the filled track moved.
        #expect(before != after)
        #expect(before.count == after.count)
    }
}
