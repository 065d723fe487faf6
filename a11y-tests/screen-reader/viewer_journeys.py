"""The journeys through the Impact page's viewer (drive.py runs them): the viewer on a video and
on a photo (lightbox), a video's transcript (transcript), and the video player's own controls
(player). The machinery is journey.py's."""
from journey import SUMMARY_ROLE, focus_then_speech, in_dialog


def open_slide(j, heading, opener_role, dialog_id, dialog_name, reach="B"):
    j.heading_until(heading)
    # Tab, as most people do, or B, Orca's "next button": either moves focus to the first
    # thumbnail under the heading; the viewer must be announced the same way after both.
    if reach == "Tab":
        j.step("Tab", j.key("Tab"), until="focus")
    else:
        j.step("B (Orca: next button)", j.key("b"), until="focus")
    if not j.current or j.current["role"] not in opener_role:
        raise RuntimeError(f"{reach} did not reach a thumbnail (focus is on {j.describe_current()})")
    j.step("Enter (open the viewer)", j.key("Return"), until=in_dialog,
           expect={"open": {"id": dialog_id, "dialog": dialog_name, "role": "dialog"}})


def walk_viewer(j, dialog_id, says):
    """Next and Previous with the buttons (browse mode), then the arrows in focus mode; close."""
    viewer = j.config["impact"]
    # From Close, through the player's controls on a video (Play … Transcript), to Next.
    j.tab_to(viewer["next"], role="push button", limit=14)
    j.step("Enter (press Next)", j.key("Return"), until="speech", expect={"says": says[1]})
    j.step("Enter (press Next)", j.key("Return"), until="speech", expect={"says": says[2]})
    j.tab_to(viewer["previous"], role="push button", limit=14, key="shift+Tab")
    j.step("Enter (press Previous)", j.key("Return"), until="speech", expect={"says": says[1]})
    j.focus_mode("focus")
    j.step("Right (next slide, focus mode)", j.key("Right"), until="speech",
           expect={"says": says[2]})
    j.step("Left (previous slide, focus mode)", j.key("Left"), until="speech",
           expect={"says": says[1]})
    j.step("Escape (close the viewer)", j.key("Escape"), until=focus_then_speech, cap=8,
           expect={"close": {"id": dialog_id}})
    # Back on the thumbnail (Orca is in browse mode again): "where am I" (KP_Enter) names it.
    j.step("KP_Enter (Orca: where am I)", j.key("KP_Enter"), until="speech",
           expect={"whereAmI": {"id": dialog_id}})


def journey_lightbox(j):
    pages, impact = j.config["pages"], j.config["impact"]
    j.go(pages["impact"]["path"])
    open_slide(j, impact["videosHeading"], ("push button",), "video", impact["videoDialog"],
               reach="Tab")
    walk_viewer(j, "video", impact["videoSays"])
    j.go(pages["impact"]["path"])
    open_slide(j, impact["booksHeading"], ("push button", "link"), "photo", impact["imageDialog"])
    walk_viewer(j, "photo", impact["imageSays"])


def journey_transcript(j):
    """A video's transcript: under its thumbnail (Tab to "Transcript", Enter, P through its
    paragraphs), then in the viewer (Enter on the thumbnail, Tab to "Transcript", Enter, Down
    through its lines, each said alone), Escape."""
    pages, impact = j.config["pages"], j.config["impact"]
    t = impact["transcript"]
    j.go(pages["impact"]["path"])
    j.heading_until(impact["videosHeading"])
    j.step("Tab", j.key("Tab"), until="focus")
    j.tab_to(t["pageSummary"], limit=4)
    j.step("Enter (open the transcript)", j.key("Return"), until="speech")
    # Orca went to focus mode on the disclosure (a toggle button): back to browse mode to read.
    j.focus_mode("browse")
    for paragraph in t["paragraphs"]:
        j.step("P (Orca: next paragraph)", j.key("p"), until="speech",
               expect={"says": paragraph})
    # Back to the thumbnail, and the same transcript in the viewer.
    j.tab_to(t["title"], role="push button", limit=4, key="shift+Tab")
    j.step("Enter (open the viewer)", j.key("Return"), until=in_dialog,
           expect={"open": {"id": "video", "dialog": impact["videoDialog"], "role": "dialog"}})
    j.tab_to(t["viewerSummary"], limit=12)
    j.step("Enter (open the transcript)", j.key("Return"), until="speech")
    j.focus_mode("browse")
    # Line by line here: Orca 43's P inside an ARIA dialog says the dialog's name and every box
    # around the paragraph again each time (its structural navigation passes no prior object,
    # and it then gives the whole context of anything in a dialog). Down keeps its place. The
    # viewer's transcript follows the video: its hint, then each line, a caption's a button.
    for line in t["viewerLines"]:
        j.step("Down (Orca: next line)", j.key("Down"), until="speech",
               expect={"saysOnly": line})
    j.step("Escape (close the viewer)", j.key("Escape"), until=focus_then_speech, cap=8,
           expect={"close": {"id": "video"}})




def journey_player(j):
    """The video player by keyboard and by ear (issue 44): from Close, Tab through every control
    of the first video, each heard with its role, name and state; the time slider moved with the
    arrows, heard in words; a slower speed chosen; the captions turned off and on; the transcript
    opened; the video played; Escape."""
    pages, impact = j.config["pages"], j.config["impact"]
    p = impact["player"]
    j.go(pages["impact"]["path"])
    open_slide(j, impact["videosHeading"], ("push button",), "video", impact["videoDialog"],
               reach="Tab")
    j.tab_to(p["play"], role="push button", limit=4, expect={"says": p["play"]})
    j.tab_to(p["time"], role="slider", limit=1, expect={"says": p["timeAtStart"]})
    # A slider is a focus-mode widget: the arrows move it, and Orca says its words.
    j.step("Right (5 seconds on)", j.key("Right"), until="speech",
           expect={"saysOnly": p["timeAtEnd"]})
    j.step("Left (5 seconds back)", j.key("Left"), until="speech",
           expect={"saysOnly": p["timeAtStart"]})
    j.tab_to(p["mute"], role="toggle button", limit=1, expect={"says": p["mute"]})
    j.tab_to(p["volume"], role="slider", limit=1, expect={"says": p["volumeFull"]})
    j.tab_to(p["normalSpeed"], role="radio button", limit=1, expect={"says": p["speed"]})
    # Orca stays in browse mode on a radio button, where the arrows read the text: its focus
    # mode hands them to the choice, as a listener who knows it would.
    j.focus_mode("focus")
    j.step("Left (a slower speed)", j.key("Left"), until="speech",
           expect={"says": p["slowerSpeed"]})
    if p["fullScreen"]:
        j.tab_to(p["fullScreen"], role="toggle button", limit=1, expect={"says": p["fullScreen"]})
    j.tab_to(p["keyboard"], role=SUMMARY_ROLE, limit=1, expect={"says": p["keyboard"]})
    j.tab_to(p["captionsOn"], role="radio button", limit=1, expect={"says": p["captions"]})
    j.focus_mode("focus")
    j.step("Left (captions off)", j.key("Left"), until="speech",
           expect={"says": p["captionsOff"]})
    j.step("Right (captions on again)", j.key("Right"), until="speech",
           expect={"says": p["captionsOn"]})
    j.tab_to(impact["transcript"]["viewerSummary"], limit=2)
    j.step("Enter (open the transcript)", j.key("Return"), until="speech")
    # Back to Play, and play: the button's name becomes what it will do next. Orca 43 says
    # nothing of a new name on the focused button, so ask it ("where am I") while the clip plays
    # (about 5 seconds at the slower speed).
    j.tab_to(p["play"], role="push button", limit=12, key="shift+Tab")
    j.step("Space (play)", j.key("space"), until=None)
    j.step("KP_Enter (Orca: where am I)", j.key("KP_Enter"), until="speech",
           expect={"says": p["pause"]})
    j.step("Escape (close the viewer)", j.key("Escape"), until=focus_then_speech, cap=8,
           expect={"close": {"id": "video"}})
