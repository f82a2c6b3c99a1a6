import Foundation
import ResponderCore

/// A capture's recognizers as scene recognizers: UIKit's kinds with their settings, every target
/// and action, and (from the sandbox's own capture) relations and the delegate's answers.
extension CaptureSceneAssembler {
    mutating func gestures(of view: CapturedView, isScrollView: Bool, hasUnknown: inout Bool) -> [GestureNode] {
        var nodes: [GestureNode] = []
        for object in view.object.objects("gestureRecognizers") {
            let chain = [object.string("class") ?? ""] + object.strings("superclasses")
            // A scroll view makes its own pan and delay recognizers, as UIKit's does.
            if isScrollView, chain[0].hasPrefix("UIScrollView") { continue }
            guard let address = object.string("address")?.lowercased(), let name = recognizerNames[address],
                  let kind = chain.lazy.compactMap({ Self.recognizerKinds[$0] }).first else {
                hasUnknown = true
                continue
            }
            if kind == .screenEdgePan, object.strings("edges").isEmpty {
                warn(object.path, "\(name): a screen-edge pan for no edge, which never begins: left out")
                continue
            }
            nodes.append(gesture(object, name: name, kind: kind, view: view))
        }
        return nodes
    }

    mutating func gesture(_ object: CapturedObject, name: String, kind: GestureNode.Kind, view: CapturedView) -> GestureNode {
        var node = GestureNode(name: name, kind: kind)
        node.enabled = object.bool("isEnabled") ?? true
        node.cancelsTouchesInView = object.bool("cancelsTouchesInView") ?? true
        node.delaysTouchesBegan = object.bool("delaysTouchesBegan") ?? false
        node.delaysTouchesEnded = object.bool("delaysTouchesEnded") ?? true
        func count(_ key: String) -> Int? { object.number(key).map { Int(min(max($0, 1), 1_000)) } }
        switch kind {
        case .tap:
            node.taps = count("numberOfTapsRequired") ?? 1
            node.touches = count("numberOfTouchesRequired") ?? 1
        case .longPress:
            node.touches = count("numberOfTouchesRequired") ?? 1
            node.minimumPressDuration = min(max(object.number("minimumPressDuration") ?? 0.5, 0), 3600)
            node.allowableMovement = min(max(object.number("allowableMovement") ?? 10, 0), ModelLimits.magnitude)
        case .pan, .screenEdgePan:
            node.touches = count("minimumNumberOfTouches") ?? 1
            // UIKit's default maximum is NSUIntegerMax: unlimited.
            if let maximum = object.number("maximumNumberOfTouches"), maximum < 1_000 { node.maximumTouches = max(node.touches, Int(maximum)) }
            if kind == .screenEdgePan {
                var edges: UIScreenEdgePanGestureRecognizer.Edges = []
                for word in object.strings("edges") {
                    switch word {
                    case "top": edges.insert(.top)
                    case "left": edges.insert(.left)
                    case "bottom": edges.insert(.bottom)
                    case "right": edges.insert(.right)
                    default: break
                    }
                }
                node.edges = edges
            }
        case .swipe:
            node.touches = count("numberOfTouchesRequired") ?? 1
            // UIKit's direction is an option set: every direction captured is kept.
            let directions = object.strings("direction").compactMap(UISwipeGestureRecognizer.Direction.init(name:))
            node.direction = directions.isEmpty ? .right : UISwipeGestureRecognizer.Direction(directions)
            if directions.isEmpty {
                warn(object.path, "\(name): a swipe recognizer of no known direction is read as one for right")
            }
        case .pinch, .rotation, .hover:
            break
        }
        // Every target and action, in the order the recognizer's description lists them, which
        // is the order they were added and UIKit sends them in.
        var connected: [GestureNode.TargetAction] = []
        for target in object.objects("targets") {
            let address = target.string("target")?.lowercased() ?? ""
            guard let targetName = responderNames[address], let action = target.string("action") else {
                warn(target.path, "\(name): its action \(target.string("action") ?? "?") goes to \(target.string("targetClass") ?? "an object") \(address), which is not a view, controller, window, the application or its delegate: not connected")
                continue
            }
            connected.append(GestureNode.TargetAction(action: action, target: targetName))
        }
        if connected.count > ModelLimits.maximumTargetActions {
            warn(object.path, "\(name): \(connected.count) targets; the first \(ModelLimits.maximumTargetActions) are connected, the most a scene keeps for one recognizer")
        }
        node.action = connected.first?.action
        node.target = connected.first?.target
        node.moreTargets = Array(connected.dropFirst().prefix(ModelLimits.maximumTargetActions - 1))
        if let sandbox = object.object("sandbox") {
            node.requiresToFail = sandbox.strings("requiresToFail").compactMap { recognizerNames[$0.lowercased()] }
            node.simultaneousWith = sandbox.strings("simultaneousWith").compactMap { recognizerNames[$0.lowercased()] }
            node.shouldBegin = sandbox.bool("shouldBegin") ?? true
            node.ignores = sandbox.strings("ignores").compactMap { responderNames[$0.lowercased()] }
            if let movement = sandbox.number("allowableMovement") { node.allowableMovement = min(max(movement, 0), ModelLimits.magnitude) }
        }
        return node
    }
}
