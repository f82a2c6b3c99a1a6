#!/usr/bin/env python3
"""Writes what `recursiveDescription` prints for a settings-like iPhone screen of about 300
views: UIKit's containers (transition, drop shadow, layout container, navigation transition,
wrapper views), a navigation bar, a table of 22 cells (content view, stack view, image,
three labels, an accessory button, background and separator views) and a tab bar of four
buttons. A real app's screen at the size where level of detail matters.

    python3 Benchmarks/Scenes/make-app-dump.py > app-300.txt
    responder-sandbox render app-300.txt --tap 300,200 --out app.png

ROWS in the environment sets the number of cells (22 by default): ROWS=166 makes the
2,026-view screen of Benchmarks/README.md's `why` measurements.
"""
import os
import sys

ROWS, ROW_HEIGHT, TOP = int(os.environ.get("ROWS", "22")), 44, 91


def write(out):
    counter = [0]

    def line(level, cls, frame, extra="", tail=""):
        counter[0] += 1
        x, y, w, h = frame
        layer = f"layer = <CALayer: 0x6000{counter[0]:08x}>"
        out.write(f"{'   | ' * level}<{cls}: 0x7fa2b{counter[0]:07x}; frame = ({x} {y}; {w} {h}); {extra}{layer}{tail}>\n")

    out.write("(lldb) po UIApplication.shared.keyWindow!.recursiveDescription()\n")
    line(0, "UIWindow", (0, 0, 390, 844), "gestureRecognizers = <NSArray: 0x600000c4c8a0>; ")
    line(1, "UITransitionView", (0, 0, 390, 844), "autoresize = W+H; ")
    line(2, "UIDropShadowView", (0, 0, 390, 844), "autoresize = W+H; ")
    line(3, "UILayoutContainerView", (0, 0, 390, 844), "autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c4c900>; ")
    line(4, "UINavigationTransitionView", (0, 0, 390, 844), "clipsToBounds = YES; autoresize = W+H; ")
    line(5, "UIViewControllerWrapperView", (0, 0, 390, 844), "autoresize = W+H; ")
    line(6, "UITableView", (0, 0, 390, 844), "clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c4c960>; ",
         f"; contentOffset: {{0, -{TOP}}}; contentSize: {{390, {ROWS * ROW_HEIGHT}}}; adjustedContentInset: {{{TOP}, 0, 83, 0}}")
    for row in range(ROWS):
        y = row * ROW_HEIGHT
        line(7, "UITableViewCell", (0, y, 390, ROW_HEIGHT), "text = 'Setting " + str(row + 1) + "'; autoresize = W; ")
        line(8, "UITableViewCellContentView", (0, 0, 350, ROW_HEIGHT), "gestureRecognizers = <NSArray: 0x600000c4ca20>; ")
        line(9, "UIStackView", (16, 6, 326, 32), "")
        line(10, "UIImageView", (0, 2, 28, 28), "opaque = NO; userInteractionEnabled = NO; ")
        line(10, "UILabel", (36, 0, 180, 18), f"text = 'Setting {row + 1}'; opaque = NO; userInteractionEnabled = NO; ")
        line(10, "UILabel", (36, 18, 180, 14), "text = 'Detail'; opaque = NO; userInteractionEnabled = NO; ")
        line(10, "UILabel", (260, 8, 66, 16), "text = 'On'; opaque = NO; userInteractionEnabled = NO; ")
        line(8, "UIButton", (350, 7, 30, 30), "opaque = NO; ")
        line(9, "UIImageView", (8, 8, 14, 14), "opaque = NO; userInteractionEnabled = NO; ")
        line(8, "_UISystemBackgroundView", (0, 0, 390, ROW_HEIGHT), "userInteractionEnabled = NO; ")
        line(9, "UIView", (0, 0, 390, ROW_HEIGHT), "userInteractionEnabled = NO; ")
        line(8, "_UITableViewCellSeparatorView", (16, ROW_HEIGHT - 1, 374, 1), "")
    line(4, "UINavigationBar", (0, 47, 390, 44), "opaque = NO; autoresize = W; gestureRecognizers = <NSArray: 0x600000c4cae0>; ")
    line(5, "_UIBarBackground", (0, -47, 390, 91), "userInteractionEnabled = NO; ")
    line(6, "UIVisualEffectView", (0, 0, 390, 91), "")
    line(7, "_UIVisualEffectBackdropView", (0, 0, 390, 91), "autoresize = W+H; userInteractionEnabled = NO; ")
    line(6, "_UIBarBackgroundShadowView", (0, 91, 390, 0.33), "")
    line(5, "_UINavigationBarContentView", (0, 0, 390, 44), "")
    line(6, "UILabel", (155, 11, 80, 22), "text = 'Settings'; opaque = NO; userInteractionEnabled = NO; ")
    line(6, "_UIButtonBarStackView", (318, 0, 64, 44), "")
    line(7, "_UIButtonBarButton", (0, 0, 64, 44), "")
    line(8, "_UIModernBarButton", (8, 6, 48, 32), "opaque = NO; ")
    line(9, "UIButtonLabel", (4, 6, 40, 20), "text = 'Edit'; opaque = NO; userInteractionEnabled = NO; ")
    line(3, "UITabBar", (0, 761, 390, 83), "autoresize = W+TM; gestureRecognizers = <NSArray: 0x600000c4cb40>; ")
    line(4, "_UIBarBackground", (0, 0, 390, 83), "userInteractionEnabled = NO; ")
    line(5, "UIVisualEffectView", (0, 0, 390, 83), "")
    line(6, "_UIVisualEffectBackdropView", (0, 0, 390, 83), "autoresize = W+H; userInteractionEnabled = NO; ")
    for index, title in enumerate(["Home", "Search", "Inbox", "Settings"]):
        line(4, "UITabBarButton", (2 + index * 97, 1, 94, 48), "opaque = NO; gestureRecognizers = <NSArray: 0x600000c4cba0>; ")
        line(5, "UITabBarSwappableImageView", (35, 4, 24, 24), "opaque = NO; userInteractionEnabled = NO; ")
        line(5, "UITabBarButtonLabel", (20, 32, 54, 12), f"text = '{title}'; opaque = NO; userInteractionEnabled = NO; ")
    out.write("(lldb) \n")
    return counter[0]


if __name__ == "__main__":
    write(sys.stdout)
