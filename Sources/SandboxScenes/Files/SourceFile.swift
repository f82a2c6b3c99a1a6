import Foundation

/// What scene, events and IMU files share before their own parsing: the size limit and
/// reading a file as UTF-8 text, each failure one `FILE:1:1:` line.
public enum SourceFile {
    static func diagnostic(_ file: String, _ message: String) -> SourceDiagnostics {
        SourceDiagnostics([SourceDiagnostic(file: file, line: 1, column: 1, path: "", message: message)])
    }

    /// A file over the limit is refused before its text is looked at.
    static func checkSize(_ byteCount: Int, file: String, maximum: Int) throws(SourceDiagnostics) {
        guard byteCount <= maximum else { throw diagnostic(file, "the file is larger than \(maximum >> 20) MiB") }
    }

    /// Why the path cannot be read as a file of text, when it is something else: a folder,
    /// a pipe (unless `pipesAllowed`), a device (`/dev/zero` never ends) or a socket; nil for
    /// a regular file (links followed) or a path that does not exist, which reading reports.
    public static func notAFile(_ path: String, pipesAllowed: Bool = false) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder, not a file"
        case S_IFIFO: return pipesAllowed ? nil : "it is a pipe, not a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is not a regular file"
        }
    }

    /// The file's text; its kind and size are checked before it is read.
    static func text(of url: URL, file: String, maximumSize: Int) throws(SourceDiagnostics) -> String {
        if let reason = notAFile(url.path) { throw diagnostic(file, "cannot read the file (\(reason))") }
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? Int { try checkSize(size, file: file, maximum: maximumSize) }
            data = try Data(contentsOf: url)
        } catch let error as SourceDiagnostics {
            throw error
        } catch {
            throw diagnostic(file, "cannot read the file (\(describe(error)))")
        }
        // Decoded here rather than by String(contentsOf:), whose error on Linux ("The operation
        // could not be completed") does not say that the encoding was the problem.
        guard let text = String(data: data, encoding: .utf8) else { throw diagnostic(file, "cannot read the file (not UTF-8 text)") }
        return text
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            case NSFileReadInapplicableStringEncodingError: return "not UTF-8 text"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
