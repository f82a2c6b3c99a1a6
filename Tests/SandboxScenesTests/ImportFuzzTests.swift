import Foundation
import Testing
import ResponderCore
@testable import SandboxScenes
import SeededRandom

/// The importer on damaged pastes: lines cut short, brackets and quotes left open, numbers
/// too large for any screen, garbage, and a 100,000-line dump. It never crashes, and every
/// view line left whole is in the scene.
@Suite("Damaged dumps through the importer")
struct ImportFuzzTests {
    static let dumps = ["console-paste.txt", "navigation-pvc.txt", "view-only.txt", "cycript.txt"]
    static let mutationsPerDump = 150 * FuzzBudget.multiplier

    @Test func damagedLinesNeverLoseTheGoodOnes() throws {
        var rng = SplitMix64(seed: 23)
        for name in Self.dumps {
            let lines = try ImportDumpTests.text(name).components(separatedBy: "\n")
            for _ in 0..<Self.mutationsPerDump {
                // Precondition: one line damaged.
                var mutated = lines
                let index = Int.random(in: 0..<lines.count, using: &rng)
                mutated[index] = Self.damage(lines[index], using: &rng)

                // Action: import.
                let document: SceneDocument
                do {
                    document = try RecursiveDescriptionImporter.parse(mutated.joined(separator: "\n"), file: name)
                } catch {
                    #expect(error.diagnostics.count == 1, "\(name) line \(index + 1): \(mutated[index])")
                    continue
                }
                _ = LoadedScene(document: document)

                // Assertion: every whole view line's address is in the scene (the window's own aside).
                let kept = Set(SceneViewIndex.nodes(of: document).values.compactMap(\.address))
                for expected in Self.addresses(of: lines, except: index) {
                    #expect(kept.contains(expected), "\(name): line \(index + 1) damaged as \(mutated[index]) lost \(expected)")
                }
            }
        }
    }

    /// The addresses of every view line but the damaged one and the top window's.
    static func addresses(of lines: [String], except damaged: Int) -> [String] {
        var result: [String] = []
        var sawWindow = false
        for line in DumpLines.split(lines.joined(separator: "\n")) {
            guard case .view(let printed) = PrintedViewScanner.scan(line.text) else { continue }
            if !sawWindow, printed.className.hasSuffix("Window") {
                sawWindow = true
                continue
            }
            sawWindow = true
            if line.number - 1 != damaged { result.append(printed.address) }
        }
        return result
    }

    static func damage(_ line: String, using rng: inout SplitMix64) -> String {
        var characters = Array(line)
        let at = characters.isEmpty ? 0 : Int.random(in: 0...characters.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return String(characters.prefix(at))
        case 1:
            characters.insert(["<", ">", "(", ")", "{", "}", "[", "]", "'", ";", "|"].randomElement(using: &rng)!, at: at)
            return String(characters)
        case 2: return line.replacingOccurrences(of: "(0 0;", with: "(1e999 -99999999999999999999999;")
        case 3: return line.replacingOccurrences(of: "frame = (", with: "frame = (\(Int64.max) ")
        case 4: return String((0..<Int.random(in: 0...80, using: &rng)).map { _ in Character(UnicodeScalar(UInt8.random(in: 32...126, using: &rng))) })
        default: return String(characters.prefix(at)) + String(characters.prefix(at))
        }
    }

    @Test func pathologicalLinesAreReadOnceAndKeepTheViewsAround() throws {
        // Precondition: lines of a million brackets, quotes and pipes between two views.
        let lines = [
            "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <L: 0x2>>",
            "   | <UIView: 0x3; frame = (0 0; 100 100); layer = <L: 0x4>>",
            String(repeating: "<", count: 1_000_000),
            "   |    | <UIView: 0x5; frame = (" + String(repeating: "(", count: 1_000_000),
            "   |    | <UIView: 0x6; text = '" + String(repeating: "'; <", count: 250_000) + "; frame = (1 2; 3 4)>",
            String(repeating: "   |", count: 100_000) + " <UIView: 0x7; frame = (0 0; 1 1)>",
            "   |    | <UIView: 0x8; frame = (5 5; 10 10); layer = <L: 0x9>>",
        ]

        // Action: import.
        let document = try RecursiveDescriptionImporter.parse(lines.joined(separator: "\n"), file: "brackets")

        // Assertion: the whole views are there, under the root view.
        let nodes = SceneViewIndex.nodes(of: document)
        #expect(nodes.values.contains { $0.address == "0x8" && $0.frame == CGRect(x: 5, y: 5, width: 10, height: 10) })
        #expect(nodes.values.contains { $0.address == "0x5" })
        #expect(document.warnings.contains { $0.line == 3 })
    }

    @Test func hundredThousandLinesAreAllRead() throws {
        // Precondition: a window and 99,999 views, five levels deep over and over.
        var lines = ["<UIWindow: 0x10; frame = (0 0; 1000 1000); layer = <UIWindowLayer: 0x20>>"]
        for index in 1..<100_000 {
            let level = (index - 1) % 5 + 1
            lines.append(String(repeating: "   | ", count: level) + "<UIView: 0x\(String(0x1000 + index, radix: 16)); frame = (1 1; 900 900); layer = <CALayer: 0x30>>")
        }

        // Action: import.
        let document = try RecursiveDescriptionImporter.parse(lines.joined(separator: "\n"), file: "big")

        // Assertion: every view read, no warning but the stand-in root controller.
        #expect(SceneViewIndex.nodes(of: document).count == 99_999)
        #expect(document.warnings.count == 1)
    }
}
