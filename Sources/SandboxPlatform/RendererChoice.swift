import Foundation

/// Which of SDL's renderers the window draws with, and why. Without a GPU (Xvfb, a VNC or
/// remote desktop, a virtual machine) SDL's default OpenGL renderer runs on Mesa's software
/// rasteriser, and presenting a 1920×1080 frame through it costs tens of milliseconds even
/// when nothing is drawn; SDL's software renderer presenting straight to the window's
/// framebuffer (XShm on X11) costs a few (Benchmarks/README.md). So the window keeps SDL's
/// pick on a real GPU and takes the software renderer when that pick is OpenGL on a
/// software rasteriser. Decided here without SDL, so that the rule can be tested.
public struct RendererChoice: Equatable, Sendable {
    /// What `open --renderer` asks for.
    public enum Preference: String, CaseIterable, Sendable {
        /// The software renderer when OpenGL is a software rasteriser, else SDL's pick.
        case auto
        /// SDL's software renderer, presenting to the window's framebuffer (XShm on X11).
        case software
        /// SDL's own pick (OpenGL on Linux, Metal on macOS), even on a software rasteriser.
        case accelerated
    }

    /// True: destroy SDL's pick and draw with the software renderer instead.
    public let software: Bool
    /// Why, in words, for `--statistics`: "OpenGL is llvmpipe, a software rasteriser".
    public let reason: String

    /// The environment variables (or hints) that choose SDL's renderer themselves.
    public static let renderDriverVariable = "SDL_RENDER_DRIVER"
    public static let framebufferVariable = "SDL_FRAMEBUFFER_ACCELERATION"

    /// The choice made before any renderer exists: the command line's, then the user's own
    /// SDL settings, which are followed exactly (nothing probed); nil when the window must
    /// look at SDL's pick to decide.
    public static func beforeProbing(preference: Preference, renderDriver: String?, framebufferAcceleration: String?) -> RendererChoice? {
        switch preference {
        case .software: return RendererChoice(software: true, reason: "asked with --renderer software")
        case .accelerated: return RendererChoice(software: false, reason: "asked with --renderer accelerated")
        case .auto: break
        }
        let asked = [(renderDriverVariable, renderDriver), (framebufferVariable, framebufferAcceleration)]
            .compactMap { name, value in value.map { "\(name)=\($0)" } }
        guard !asked.isEmpty else { return nil }
        return RendererChoice(software: false, reason: "as " + asked.joined(separator: " ") + " asks")
    }

    /// The choice once SDL's pick exists: its name (`SDL_GetRendererInfo`) and, for an OpenGL
    /// one, the `GL_RENDERER` string its context reports (nil when it could not be read).
    public static func afterProbing(rendererName: String, glRenderer: String?) -> RendererChoice {
        guard let api = openGLName(rendererName) else {
            return RendererChoice(software: false, reason: "SDL's pick")
        }
        guard let glRenderer else {
            return RendererChoice(software: false, reason: "SDL's pick; its \(api) did not say what draws")
        }
        guard let rasteriser = softwareRasteriser(in: glRenderer) else {
            return RendererChoice(software: false, reason: "SDL's pick; \(api) is \(glRenderer)")
        }
        return RendererChoice(software: true, reason: "\(api) is \(rasteriser), a software rasteriser")
    }

    /// SDL's OpenGL renderers, by the names `SDL_GetRendererInfo` gives them.
    static func openGLName(_ rendererName: String) -> String? {
        switch rendererName.lowercased() {
        case "opengl": return "OpenGL"
        case "opengles2", "opengles": return "OpenGL ES"
        default: return nil
        }
    }

    /// The software rasterisers' names as their `GL_RENDERER` strings give them. Mesa's:
    /// llvmpipe ("llvmpipe (LLVM 15.0.6, 256 bits)"), softpipe, the classic swrast ("Software
    /// Rasterizer"), OpenSWR ("SWR …"), and zink or D3D12 on a software device ("zink
    /// (llvmpipe …)", "D3D12 (Microsoft Basic Render Driver)"); Google's SwiftShader (through
    /// ANGLE), Microsoft's "GDI Generic" and Apple's "Apple Software Renderer".
    static let softwareRasterisers: [(match: String, name: String)] = [
        ("llvmpipe", "llvmpipe"),
        ("softpipe", "softpipe"),
        ("software rasterizer", "Mesa's swrast"),
        ("swrast", "Mesa's swrast"),
        ("swiftshader", "SwiftShader"),
        ("basic render driver", "Microsoft's Basic Render Driver"),
        ("gdi generic", "Microsoft's GDI Generic"),
        ("apple software renderer", "Apple's software renderer"),
    ]

    /// The software rasteriser a `GL_RENDERER` string names, or nil for a GPU's.
    static func softwareRasteriser(in glRenderer: String) -> String? {
        let lowered = glRenderer.lowercased()
        if let found = softwareRasterisers.first(where: { lowered.contains($0.match) }) { return found.name }
        // OpenSWR names itself "SWR" followed by its SIMD width or a space ("SWR AVX2 (…)");
        // matched as a word, since GPU names may contain those letters.
        let words = lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.contains("swr") ? "OpenSWR" : nil
    }

    /// The line `--statistics` prints: "software (OpenGL is llvmpipe, a software rasteriser)".
    public func summary(rendererName: String) -> String {
        "\(rendererName) (\(reason))"
    }
}
