import Foundation
import Testing
@testable import SandboxScenes

/// Ctrl+S's writes on real files: links, permissions, a byte-order mark, another program's
/// change and a save cut short by kill -9.
@Suite("Saving a scene file loses nothing")
struct SceneFileWriterTests {
    static let old = "root: {controller: C, view: {name: r, frame: [0, 0, 1, 1]}}\n"
    static let new = "root: {controller: C, view: {name: r, frame: [0, 0, 2, 2]}}\n"

    /// A fresh folder with `scene.yaml` holding `old`.
    static func folder() throws -> (folder: String, scene: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("save-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let scene = folder + "/scene.yaml"
        try old.write(toFile: scene, atomically: false, encoding: .utf8)
        return (folder, scene)
    }

    static func remove(_ folder: String) {
        chmod(folder, 0o755)
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetGetsTheEdit() throws {
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        let link = folder + "/link.yaml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)

        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: link), expected: Self.old)

        #expect(Self.mode(link) & S_IFMT == S_IFLNK)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.new)
    }

    @Test func aReadOnlyFileIsRefusedAndKept() throws {
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        chmod(scene, 0o444)

        #expect(throws: SceneFileWriter.Refusal.self) { try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old) }
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.old)
    }

    @Test func theFilesModeIsKept() throws {
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        chmod(scene, 0o600)

        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)

        #expect(Self.mode(scene) & 0o777 == 0o600)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.new)
    }

    @Test func aModeTheUmaskWouldNarrowIsKept() throws {
        // Precondition: a file writable by everyone, which a new file made under the usual
        // umask (022 or 002) would not be.
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        chmod(scene, 0o666)

        // Action
        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)

        // Assertion: the replacement has the old file's mode, not the umask's.
        #expect(Self.mode(scene) & 0o7777 == 0o666)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.new)
    }

    /// An owner and group this process may give a file: any as root; otherwise itself and a
    /// group it belongs to besides its own, which chown allows without privileges.
    static func anotherOwner() -> (uid: uid_t, gid: gid_t)? {
        if geteuid() == 0 { return (4242, 4343) }
        var groups = [gid_t](repeating: 0, count: Int(getgroups(0, nil)))
        let count = getgroups(Int32(groups.count), &groups)
        return groups.prefix(max(0, Int(count))).first { $0 != getegid() }.map { (geteuid(), $0) }
    }

    @Test(.enabled(if: anotherOwner() != nil, "needs root, or a group besides the process's own"))
    func theOwnerAndGroupAreKept() throws {
        // Precondition: the file belongs to an owner or group other than the saving process's.
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        let owner = try #require(Self.anotherOwner())
        try #require(chown(scene, owner.uid, owner.gid) == 0)

        // Action: the save writes a new file, which the saving process would own.
        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)

        // Assertion: the new file has the old one's owner and group.
        var info = stat()
        try #require(stat(scene, &info) == 0)
        #expect(info.st_uid == owner.uid)
        #expect(info.st_gid == owner.gid)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.new)
    }

    @Test func aLinkInAnotherFolderIsWrittenThroughAndItsFolderGetsNoTemporaryFile() throws {
        // Precondition: a relative link in a folder of its own to the scene in another.
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        let links = folder + "/links"
        try FileManager.default.createDirectory(atPath: links, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: links + "/scene.yaml", withDestinationPath: "../scene.yaml")

        // Action
        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: links + "/scene.yaml"), expected: Self.old)

        // Assertion: still a link, the target holds the edit, nothing else in either folder.
        #expect(Self.mode(links + "/scene.yaml") & S_IFMT == S_IFLNK)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.new)
        #expect(try FileManager.default.contentsOfDirectory(atPath: links) == ["scene.yaml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["links", "scene.yaml"])
    }

    @Test func hardLinksStayOneFile() throws {
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        let other = folder + "/other-name.yaml"
        try #require(link(scene, other) == 0)

        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)

        #expect(try String(contentsOfFile: other, encoding: .utf8) == Self.new)
    }

    @Test func aByteOrderMarkIsKept() throws {
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.old.utf8)).write(to: URL(fileURLWithPath: scene))

        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)

        #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == Data([0xEF, 0xBB, 0xBF] + Array(Self.new.utf8)))
    }

    @Test func anOutsideChangeIsNotWrittenOver() throws {
        // Precondition: another program wrote the file after the window loaded it.
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        try "# theirs\n".write(toFile: scene, atomically: false, encoding: .utf8)

        // Action and assertion
        #expect {
            try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)
        } throws: { error in
            "\(error)" == "\(scene) was changed by another program since it was loaded; your edits are not written over it"
        }
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == "# theirs\n")
    }

    @Test func anOutsideChangeOfOneByteInALargeFileIsNotWrittenOver() throws {
        // Precondition: a 2,000-line scene loaded, then one byte in its middle changed by another
        // program (same length, so only the bytes tell); the mark on the file's side only.
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        let loaded = String(repeating: "      - {name: v, frame: [0, 0, 10, 10]}\n", count: 2_000)
        var theirs = Array(loaded.utf8)
        theirs[theirs.count / 2] = UInt8(ascii: "9")
        try Data([0xEF, 0xBB, 0xBF] + theirs).write(to: URL(fileURLWithPath: scene))

        // Action and assertion: the save is refused and their file kept; the comparison sees
        // the same text through a mark on either side, and an empty text as the same as none.
        #expect(throws: SceneFileWriter.Refusal.self) {
            try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: loaded)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == Data([0xEF, 0xBB, 0xBF] + theirs))
        #expect(!SceneFileWriter.sameText([0xEF, 0xBB, 0xBF] + theirs, loaded))
        #expect(SceneFileWriter.sameText([0xEF, 0xBB, 0xBF] + Array(loaded.utf8), loaded))
        #expect(SceneFileWriter.sameText(Array(loaded.utf8), "\u{FEFF}" + loaded))
        #expect(SceneFileWriter.sameText([0xEF, 0xBB, 0xBF], "") && SceneFileWriter.sameText([], ""))
        #expect(!SceneFileWriter.sameText(Array(loaded.utf8.dropLast()), loaded))
    }

    @Test func aSaveKilledHalfwayLeavesNoHiddenFileAfterTheNextSave() throws {
        // Precondition: the temporary file of a save by a process that no longer exists.
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let stale = SceneFileWriter.temporaryPath(for: scene, pid: process.processIdentifier)
        try String(repeating: "x", count: 10_000).write(toFile: stale, atomically: false, encoding: .utf8)

        // Action
        try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)

        // Assertion: only the scene is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.yaml"])
    }

    @Test func aReadOnlyFolderIsNamedAsTheReason() throws {
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }
        chmod(folder, 0o555)

        #expect {
            try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: scene), expected: Self.old)
        } throws: { error in
            "\(error)" == "the folder \(folder) is read-only, and a save writes a new scene.yaml beside the old one"
        }
        chmod(folder, 0o755)
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test func aMissingFolderOrAFileInItsPlaceIsNamedAsTheReason() throws {
        // Precondition: a folder holding scene.yaml, a file.
        let (folder, scene) = try Self.folder()
        defer { Self.remove(folder) }

        // Action: save a new file into a folder that does not exist, and into the file as if it were a folder.
        let missing = folder + "/none/new.yaml", underAFile = scene + "/new.yaml"

        // Assertion: each says what the folder is, not that it is read-only; nothing is written.
        #expect { try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: missing), expected: nil) } throws: { error in
            "\(error)" == "the folder \(folder)/none does not exist"
        }
        #expect { try SceneFileWriter.save(Self.new, to: URL(fileURLWithPath: underAFile), expected: nil) } throws: { error in
            "\(error)" == "\(scene) is not a folder"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.yaml"])
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == Self.old)
    }
}
