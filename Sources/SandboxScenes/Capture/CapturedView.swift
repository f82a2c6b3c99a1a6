import Foundation
import ResponderCore

/// A view read from a capture, while the importer links it to its superview and names it.
final class CapturedView {
    let index: Int
    let object: CapturedObject
    let responder: CapturedResponder
    let superview: String?
    /// The untransformed frame (centre and size), as a scene gives it; the bounds' origin.
    let frame: CGRect
    let boundsOrigin: CGPoint
    let transform: TransformParts
    var children: [CapturedView] = []
    var name = ""
    var controllerName: String?
    let controller: CapturedResponder?

    init(index: Int, object: CapturedObject, responder: CapturedResponder, superview: String?,
         frame: CGRect, boundsOrigin: CGPoint, transform: TransformParts) {
        self.index = index
        self.object = object
        self.responder = responder
        self.superview = superview
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.transform = transform
        controller = object.object("controller").flatMap(CapturedResponder.init)
    }

    /// A capture lists views flat, each naming its superview, so they may nest 50,000 deep: the
    /// tree is taken apart one view at a time, as releasing it whole would recurse as deep as
    /// it goes and overflow the stack.
    deinit {
        var stack = children
        children = []
        while var view = stack.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            stack += view.children
            view.children = []
        }
    }

    var address: String { responder.address }
    var identifier: String? { object.string("accessibilityIdentifier") }
    var text: String? { object.string("text") }
    var placeholder: String? { object.string("placeholder") }

    /// Whether a class of its chain is `name` (a UIKit class such as `UIScrollView`).
    func derives(from name: String) -> Bool { responder.classChain.contains(name) }

    /// This view and every view under it, in capture order.
    func forEachInOrder(_ body: (CapturedView) -> Void) {
        var stack: [CapturedView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.children.reversed())
        }
    }

    /// Reads the geometry: the size from `bounds`, the centre from the frame (the bounding box
    /// of the transformed view, whose centre the transform's translation moved), the transform
    /// as its parts. Nil, with the reason, when a number is missing or outside the model's range.
    static func geometry(of object: CapturedObject, warn: (String) -> Void) -> (frame: CGRect, origin: CGPoint, transform: TransformParts)? {
        guard let box = object.numbers("frame", count: 4), let bounds = object.numbers("bounds", count: 4) else {
            warn("no frame and bounds of four numbers each")
            return nil
        }
        let matrix = object.numbers("transform", count: 6) ?? [1, 0, 0, 1, 0, 0]
        let all = box + bounds + matrix
        guard all.allSatisfy(ModelLimits.contains) else {
            let worst = all.first { !ModelLimits.contains($0) } ?? 0
            warn("a frame, bounds or transform number of \(worst) is beyond what the sandbox models (\(ModelLimits.rangeDescription))")
            return nil
        }
        guard bounds[2] >= 0, bounds[3] >= 0 else {
            warn("a negative size in bounds \(bounds.map { $0.compact })")
            return nil
        }
        var parts = TransformParts.identity
        if matrix != [1, 0, 0, 1, 0, 0] {
            parts = PrintedViewDecoder.parts(a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], tx: matrix[4], ty: matrix[5], warn: warn) ?? .identity
        }
        guard !parts.isIdentity else {
            return (CGRect(x: box[0], y: box[1], width: bounds[2], height: bounds[3]), CGPoint(x: bounds[0], y: bounds[1]), parts)
        }
        let centre = CGPoint(x: box[0] + box[2] / 2 - parts.translateX, y: box[1] + box[3] / 2 - parts.translateY)
        let frame = CGRect(x: centre.x - bounds[2] / 2, y: centre.y - bounds[3] / 2, width: bounds[2], height: bounds[3])
        return (frame, CGPoint(x: bounds[0], y: bounds[1]), parts)
    }
}

extension ViewNode {
    /// The methods a capture reports a class overriding whose code decides hit-testing or a
    /// scroll view's delays, which the sandbox cannot run (`overrides`).
    public static let capturedOverrides = ["hitTest", "pointInside", "touchesShouldBegin", "touchesShouldCancel"]
}
