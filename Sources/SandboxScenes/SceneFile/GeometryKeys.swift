import Foundation
import ResponderCore

/// The view keys `transform` and `boundsOrigin`, read into a `ViewNode`.
struct GeometryKeys {
    let reader: YAMLNodeReader

    func apply(_ keys: YAMLKeys, _ path: String, to view: inout ViewNode) {
        if let node = keys["transform"], let parts = transform(node, YAMLNodeReader.join(path, "transform")) {
            view.transform = parts
        }
        if let node = keys["boundsOrigin"], let values = reader.numbers(node, YAMLNodeReader.join(path, "boundsOrigin"), count: 2) {
            view.boundsOrigin = CGPoint(x: values[0], y: values[1])
        }
    }

    /// `{rotate: DEGREES, scale: N or [SX, SY], translate: [TX, TY]}`, every part optional.
    private func transform(_ node: YAMLNode, _ path: String) -> TransformParts? {
        guard let keys = reader.mapping(node, path, allowed: ["rotate", "scale", "translate"]) else { return nil }
        var parts = TransformParts.identity
        var valid = true
        if let rotate = keys["rotate"] {
            if let degrees = reader.number(rotate, YAMLNodeReader.join(path, "rotate")) { parts.rotationDegrees = degrees } else { valid = false }
        }
        if let scale = keys["scale"] {
            if let (sx, sy) = self.scale(scale, YAMLNodeReader.join(path, "scale")) { (parts.scaleX, parts.scaleY) = (sx, sy) } else { valid = false }
        }
        if let translate = keys["translate"] {
            if let values = reader.numbers(translate, YAMLNodeReader.join(path, "translate"), count: 2) {
                (parts.translateX, parts.translateY) = (values[0], values[1])
            } else { valid = false }
        }
        return valid ? parts : nil
    }

    private func scale(_ node: YAMLNode, _ path: String) -> (Double, Double)? {
        let values: [Double]?
        if node.sequence != nil {
            values = reader.numbers(node, path, count: 2)
        } else {
            values = reader.number(node, path).map { [$0, $0] }
        }
        guard let values else { return nil }
        guard !values.contains(0) else {
            reader.report(node, path, Self.zeroScaleMessage)
            return nil
        }
        if let problem = values.lazy.compactMap(ModelLimits.scaleProblem).first {
            reader.report(node, path, problem)
            return nil
        }
        return (values[0], values[1])
    }

    /// UIKit cannot invert a zero scale, so nothing in the view could ever be hit or converted.
    static let zeroScaleMessage = "a scale of 0 flattens the view to nothing and cannot be undone; to hide a view use hidden: true"
}
