import Testing
@testable import SandboxPlatform

/// The window's renderer: SDL's pick on a GPU, the software renderer where the pick is OpenGL
/// on a software rasteriser, and exactly what the user asked for otherwise. No SDL here: the
/// strings are those SDL and the OpenGL drivers report.
@Suite("The window's renderer choice")
struct RendererChoiceTests {
    @Test func llvmpipeUnderOpenGLTakesTheSoftwareRenderer() {
        // Precondition: nothing asked; SDL picked OpenGL, and Mesa's llvmpipe draws it (Xvfb).
        #expect(RendererChoice.beforeProbing(preference: .auto, renderDriver: nil, framebufferAcceleration: nil) == nil)

        // Action
        let choice = RendererChoice.afterProbing(rendererName: "opengl", glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")

        // Assertion
        #expect(choice.software)
        #expect(choice.summary(rendererName: "software") == "software (OpenGL is llvmpipe, a software rasteriser)")
    }

    @Test(arguments: [
        ("opengl", "softpipe", "softpipe"),
        ("opengl", "Software Rasterizer", "Mesa's swrast"),
        ("opengl", "SWR (LLVM 12.0.0, 256 bits)", "OpenSWR"),
        ("opengl", "zink (llvmpipe (LLVM 15.0.6, 256 bits))", "llvmpipe"),
        ("opengl", "D3D12 (Microsoft Basic Render Driver)", "Microsoft's Basic Render Driver"),
        ("opengl", "GDI Generic", "Microsoft's GDI Generic"),
        ("opengl", "Apple Software Renderer", "Apple's software renderer"),
        ("opengles2", "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)", "SwiftShader"),
    ])
    func everySoftwareRasteriserIsRecognised(renderer: String, glRenderer: String, name: String) {
        // Precondition: one of the software rasterisers' GL_RENDERER strings.
        // Action
        let choice = RendererChoice.afterProbing(rendererName: renderer, glRenderer: glRenderer)

        // Assertion
        #expect(choice.software)
        #expect(choice.reason.contains("is \(name), a software rasteriser"), "\(choice.reason)")
    }

    @Test(arguments: [
        "NVIDIA GeForce RTX 3060/PCIe/SSE2",
        "AMD Radeon RX 6700 XT (navi22, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)",
        "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
        "Apple M1",
        "virgl (NVIDIA GeForce GTX 1080/PCIe/SSE2)",
        "Answers to the swarm",
    ])
    func aGPUKeepsSDLsPick(glRenderer: String) {
        // Precondition: a GPU's GL_RENDERER string (the last one holds "swr" only inside a word).
        // Action
        let choice = RendererChoice.afterProbing(rendererName: "opengl", glRenderer: glRenderer)

        // Assertion
        #expect(!choice.software)
        #expect(choice.reason == "SDL's pick; OpenGL is \(glRenderer)")
    }

    @Test func aRendererThatIsNotOpenGLIsKeptUnasked() {
        // Precondition: Metal on macOS, or the software renderer under the dummy driver.
        for name in ["metal", "software", "direct3d11"] {
            // Action
            let choice = RendererChoice.afterProbing(rendererName: name, glRenderer: nil)

            // Assertion
            #expect(!choice.software)
            #expect(choice.reason == "SDL's pick")
        }
    }

    @Test func anUnreadableGLRendererKeepsSDLsPick() {
        // Precondition: OpenGL, whose context could not say what draws it.
        // Action
        let choice = RendererChoice.afterProbing(rendererName: "opengl", glRenderer: nil)

        // Assertion
        #expect(!choice.software)
        #expect(choice.reason == "SDL's pick; its OpenGL did not say what draws")
    }

    @Test func theUsersOwnSDLSettingsAreFollowedWithoutProbing() {
        // Precondition / action: each variable alone, and both.
        let driver = RendererChoice.beforeProbing(preference: .auto, renderDriver: "opengl", framebufferAcceleration: nil)
        let framebuffer = RendererChoice.beforeProbing(preference: .auto, renderDriver: nil, framebufferAcceleration: "1")
        let both = RendererChoice.beforeProbing(preference: .auto, renderDriver: "software", framebufferAcceleration: "0")

        // Assertion: decided before any renderer exists, and SDL left to do what they say.
        #expect(driver == RendererChoice(software: false, reason: "as SDL_RENDER_DRIVER=opengl asks"))
        #expect(framebuffer == RendererChoice(software: false, reason: "as SDL_FRAMEBUFFER_ACCELERATION=1 asks"))
        #expect(both == RendererChoice(software: false, reason: "as SDL_RENDER_DRIVER=software SDL_FRAMEBUFFER_ACCELERATION=0 asks"))
    }

    @Test func theCommandLineOutranksTheEnvironment() {
        // Precondition: SDL_RENDER_DRIVER says OpenGL.
        // Action
        let software = RendererChoice.beforeProbing(preference: .software, renderDriver: "opengl", framebufferAcceleration: nil)
        let accelerated = RendererChoice.beforeProbing(preference: .accelerated, renderDriver: "software", framebufferAcceleration: "0")

        // Assertion
        #expect(software == RendererChoice(software: true, reason: "asked with --renderer software"))
        #expect(accelerated == RendererChoice(software: false, reason: "asked with --renderer accelerated"))
    }
}
