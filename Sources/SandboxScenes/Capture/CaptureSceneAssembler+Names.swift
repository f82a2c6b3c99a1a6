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
            let name = claim(Self.shortClass(delegate.className)) ?? classAndAddress(delegate.className, delegate.address)
            responderNames[delegate.address] = name
        }
        for (index, window) in windows.enumerated() {
            if index == 0 {
                window.name = UIWindow.windowName
            } else if let identifier = window.identifier, let name = claim(identifier) {
                window.name = name
            }
        }
        for view in views where view.name.isEmpty {
            if let identifier = view.identifier, !identifier.isEmpty, let name = claim(identifier) { view.name = name }
        }
        for view in views {
            for recognizer in view.object.objects("gestureRecognizers") {
                if let given = recognizer.string("name"), let address = recognizer.string("address")?.lowercased(), let name = claim(given) {
                    recognizerNames[address] = name
                }
            }
        }
        for view in views {
            if let controller = view.controller, view.controllerName == nil {
                view.controllerName = claim(Self.shortClass(controller.className)) ?? classAndAddress(controller.className, controller.address)
                responderNames[controller.address] = view.controllerName
            }
        }
        for view in views where view.name.isEmpty {
            if let text = view.text, let word = Self.word(text) {
                view.name = claim(word) ?? uniqueName(word)
            } else {
                view.name = classAndAddress(view.responder.className, view.address)
            }
        }
        for view in views {
            responderNames[view.address] = view.name
            for recognizer in view.object.objects("gestureRecognizers") {
                guard let address = recognizer.string("address")?.lowercased(), recognizerNames[address] == nil else { continue }
                let kind = ([recognizer.string("class") ?? ""] + recognizer.strings("superclasses")).lazy.compactMap { Self.recognizerKinds[$0] }.first
                recognizerNames[address] = uniqueName("\(view.name).\(kind?.rawValue ?? "gesture")")
            }
        }
    }

    mutating func claim(_ name: String) -> String? {
        guard !name.isEmpty, !used.contains(name) else { return nil }
        used.insert(name)
        return name
    }

    /// `name`, else `name-2`, `name-3`, …
    mutating func uniqueName(_ base: String) -> String {
        if let name = claim(base) { return name }
        var number = nextNumber[base, default: 2]
        while true {
            defer { number += 1 }
            if let name = claim("\(base)-\(number)") {
                nextNumber[base] = number + 1
                return name
            }
        }
    }

    mutating func classAndAddress(_ className: String, _ address: String) -> String {
        let base = Self.shortClass(className)
        let digits = address.hasPrefix("0x") ? String(address.dropFirst(2)) : address
        for length in [4, 6, 8, digits.count] where length <= digits.count && length > 0 {
            if let name = claim("\(base)-\(digits.suffix(length))") { return name }
        }
        return uniqueName(digits.isEmpty ? base : "\(base)-\(digits)")
    }

    /// `ImportedNames.word(_:)`, with a byte-level path for ASCII text: a capture names
    /// thousands of labels by their text, and most are plain ASCII.
    static func word(_ text: String) -> String? {
        guard text.utf8.count <= 256, text.utf8.allSatisfy({ $0 < 0x80 }) else { return ImportedNames.word(text) }
        var bytes = Array(text.utf8)
        while let last = bytes.last, last == 0x20 || (0x09...0x0D).contains(last) { bytes.removeLast() }
        while bytes.count >= 3, bytes.suffix(3).allSatisfy({ $0 == UInt8(ascii: ".") }) { bytes.removeLast(3) }
        var word: [UInt8] = []
        var lastWasBlank = false
        var first = bytes.startIndex
        while first < bytes.endIndex, bytes[first] == 0x20 || (0x09...0x0D).contains(bytes[first]) { first += 1 }
        for byte in bytes[first...].prefix(ImportedNames.longestText) {
            let blank = byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "#")
            if blank {
                if !lastWasBlank { word.append(UInt8(ascii: "_")) }
            } else {
                word.append(byte)
            }
            lastWasBlank = blank
        }
        while word.first == UInt8(ascii: "_") { word.removeFirst() }
        while word.last == UInt8(ascii: "_") { word.removeLast() }
        return word.isEmpty ? nil : String(decoding: word, as: UTF8.self)
    }

    /// `MyApp.RoundButton` → `RoundButton`.
    static func shortClass(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    mutating func warn(_ path: String, _ message: String) {
        warnings.append((path, message))
    }
}
