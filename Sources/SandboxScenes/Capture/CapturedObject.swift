import Foundation
import ResponderCore

/// One JSON object of a capture, read field by field: a field of the wrong type or missing
/// reads as nil (the importer then uses UIKit's default, or skips the view with a warning),
/// so one damaged view never loses the rest.
struct CapturedObject {
    let json: CaptureJSON
    /// Where the object is in the capture (`views[12]`), for warnings.
    let path: String

    init?(_ value: CaptureJSON?, path: String) {
        guard let value, case .object = value else { return nil }
        json = value
        self.path = path
    }

    func has(_ key: String) -> Bool { json[key].map { !$0.isNull } ?? false }

    func string(_ key: String) -> String? {
        if case .string(let text) = json[key] { return text }
        return nil
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let value) = json[key] { return value }
        return nil
    }

    func number(_ key: String) -> Double? {
        if case .number(let value) = json[key] { return value }
        return nil
    }

    func numbers(_ key: String, count: Int) -> [Double]? {
        guard case .array(let list) = json[key], list.count == count else { return nil }
        var values: [Double] = []
        values.reserveCapacity(count)
        for item in list {
            guard case .number(let value) = item else { return nil }
            values.append(value)
        }
        return values
    }

    func strings(_ key: String) -> [String] {
        guard case .array(let list) = json[key] else { return [] }
        return list.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
    }

    func object(_ key: String) -> CapturedObject? { CapturedObject(json[key], path: "\(path).\(key)") }

    func objects(_ key: String) -> [CapturedObject] {
        guard case .array(let list) = json[key] else { return [] }
        return list.enumerated().compactMap { CapturedObject($0.element, path: "\(path).\(key)[\($0.offset)]") }
    }
}
