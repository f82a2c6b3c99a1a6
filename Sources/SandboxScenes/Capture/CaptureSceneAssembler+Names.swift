import Foundation
import ResponderCore

/// Names for a capture's views, controllers and recognizers, and the actions each target is sent.
extension CaptureSceneAssembler {
    /// The actions sent to each target, before any node is made: a real app's target implements them.
    mutating func collectTargets() {
        for view in views {
            for target in view.object.object("control")?.objects("targets") ?? [] {
                guard let address = target.string("target")?.lowercased() else { continue }
                for entry in target.objects("events") { actionsByTarget[address, default: []] += entry.strings("actions") }
            }
            for recognizer in view.object.objects("gestureRecognizers") {
                for target in recognizer.objects("targets") {
                    guard let address = target.string("target")?.lowercased(), let action = target.string("action") else { continue }
                    actionsByTarget[address, default: []].append(action)
                }
            }
        }
    }

    /// Accessibility identifiers and recognizer names as captured come first (the sandbox's own
    /// capture writes its names there), then controllers by class, then the rest: the text a
    /// view shows, else its class and the end of its address.
    mutating func nameEverything() {
        responderNames[application.flatMap { CapturedResponder($0) }?.address ?? ""] = "UIApplication"
        if let delegate {
            let name = names.controllerName(className: delegate.className, address: delegate.address)
            responderNames[delegate.address] = name
        }
        for (index, window) in windows.enumerated() {
            if index == 0 {
                window.name = UIWindow.windowName
            } else if let identifier = window.identifier, let name = names.claim(identifier) {
                window.name = name
            }
        }
        for view in views where view.name.isEmpty {
            if let identifier = view.identifier, !identifier.isEmpty, let name = names.claim(identifier) { view.name = name }
        }
        for view in views {
            for recognizer in view.object.objects("gestureRecognizers") {
                if let given = recognizer.string("name"), let address = recognizer.string("address")?.lowercased(), let name = names.claim(given) {
                    recognizerNames[address] = name
                }
            }
        }
        for view in views {
            if let controller = view.controller, view.controllerName == nil {
                view.controllerName = names.controllerName(className: controller.className, address: controller.address)
                responderNames[controller.address] = view.controllerName
            }
        }
        for view in views where view.name.isEmpty {
            // The text it shows; an empty text field shows its placeholder.
            if let text = view.text.flatMap(ImportedNames.shown) ?? (view.derives(from: "UITextField") ? view.placeholder : nil), let word = ImportedNames.word(text) {
                view.name = names.unique(word)
            } else {
                view.name = names.classAndAddress(view.responder.className, view.address)
            }
        }
        for view in views {
            responderNames[view.address] = view.name
            for recognizer in view.object.objects("gestureRecognizers") {
                guard let address = recognizer.string("address")?.lowercased(), recognizerNames[address] == nil else { continue }
                let kind = ([recognizer.string("class") ?? ""] + recognizer.strings("superclasses")).lazy.compactMap { Self.recognizerKinds[$0] }.first
                recognizerNames[address] = names.unique("\(view.name).\(kind?.rawValue ?? "gesture")")
            }
        }
    }

    mutating func warn(_ path: String, _ message: String) {
        warnings.append((path, message))
    }
}
