import Foundation
import ResponderCore
import Testing
@testable import SandboxStage

/// The frame's one walk of the live views: each placement describes the live view beside it,
/// drawn where UIKit's `convert(_:to: nil)` puts its bounds, and HIERARCHY lists every
/// window's responders back to front, over every lesson after its example input.
@Suite("The frame's walk of the views: placements, their views and the outline")
struct PlacementWalkTests {
    static let allLessons = StageFixtures.catalog.lessons.map(\.id)

    @Test(arguments: allLessons)
    func eachPlacementDescribesTheLiveViewBesideItWhereConvertPutsIt(lesson: String) throws {
        // Precondition: the lesson after its example input, as `render --lesson-events` draws it.
        let session = try PanelLayoutTests.playedLesson(lesson, size: CGSize(width: 1280, height: 800), zoom: 1)
        let application = session.application

        // Action
        let (placements, views) = ViewPlacement.placed(inWindowsOf: application, boundsOrigins: [:], controlValues: [:])

        // Assertion: the same views in the same order as walked on their own, and each
        // placement's identity, name, superview and corners those of its view, to the last bit.
        let walked = ViewPlacement.views(inWindowsOf: application)
        #expect(views.count == walked.count && zip(views, walked).allSatisfy { $0 === $1 }, "\(lesson)")
        #expect(placements.count == views.count, "\(lesson)")
        let severalWindows = application.windows.count > 1
        for (placement, view) in zip(placements, views) {
            #expect(placement.id == ObjectIdentifier(view), "\(lesson): \(placement.name)")
            #expect(placement.name == view.name)
            #expect(placement.superviewName == view.superview?.name, "\(lesson): \(view.name)")
            let origin = severalWindows ? (view.window?.frame.origin ?? .zero) : .zero
            let b = view.bounds
            let expected = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                            CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].map { corner in
                let inWindow = view.convert(corner, to: nil)
                return origin == .zero ? inWindow : CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
            }
            #expect(placement.windowCorners == expected, "\(lesson): \(view.name)")
            if placement.isAxisAligned, !severalWindows {
                #expect(placement.windowRect == view.convert(b, to: nil), "\(lesson): \(view.name)")
            }
        }
    }

    @Test(arguments: allLessons)
    func theOutlineListsEveryWindowBackToFrontEachResponderOnce(lesson: String) throws {
        // Precondition
        let session = try PanelLayoutTests.playedLesson(lesson, size: CGSize(width: 1280, height: 800), zoom: 1)
        let application = session.application

        // Action
        let entries = HierarchyOutline.entries(forWindowsOf: application)

        // Assertion: each window's own outline in turn, back to front; every view once, a
        // hidden one said to be hidden.
        let perWindow = application.windowsFrontToBack.reversed().flatMap { HierarchyOutline.entries(for: $0) }
        #expect(entries == perWindow, "\(lesson)")
        let viewEntries = entries.filter { !$0.isController }
        let windows = application.windowsFrontToBack.reversed()
        let views = windows.flatMap { [$0] + ViewPlacement.views(in: $0) }
        #expect(viewEntries.map(\.name) == views.map(\.name), "\(lesson)")
        for (entry, view) in zip(viewEntries, views) {
            #expect(entry.properties.contains("hidden") == view.isHidden, "\(lesson): \(view.name)")
            #expect(entry.next == view.next?.name, "\(lesson): \(view.name)")
        }
    }

    @Test func theFourCornersTogetherAreEachCornerAlone() {
        // Precondition: a turned view inside a scroll view whose content is shown from another
        // offset, in a window moved off the origin: every kind of step a corner goes through.
        let scroll = UIScrollView(name: "scroll", frame: CGRect(x: 10.3, y: 20.7, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2_000)
        scroll.contentOffset = CGPoint(x: 0, y: 333.3)
        let view = UIView(name: "turned", frame: CGRect(x: 15.1, y: 500.9, width: 120.7, height: 44.2))
        view.transformParts = TransformParts(rotationDegrees: 33)
        scroll.addSubview(view)
        let steps = [view, scroll].map { WindowMap.Step(id: ObjectIdentifier($0), boundsOrigin: $0.bounds.origin, toSuperview: $0.transformToSuperview) }
        var map = WindowMap(steps: steps)
        map.offset = CGPoint(x: 0.1, y: 700.3)
        let origins = [ObjectIdentifier(scroll): CGPoint(x: 0, y: 120.9)]
        let b = view.bounds

        // Action
        let together = map.windowCorners(of: b, boundsOrigins: origins)

        // Assertion: the same numbers, to the last bit, as one corner at a time.
        let alone = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
            .map { map.windowPoint($0, boundsOrigins: origins) }
        #expect(together.map(\.x.bitPattern) == alone.map(\.x.bitPattern))
        #expect(together.map(\.y.bitPattern) == alone.map(\.y.bitPattern))
    }
}
