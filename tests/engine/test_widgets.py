"""Widgets: the text field's keys."""
import pygame


def test_ctrl_a_selects_all_and_the_next_key_replaces_it():
    from game.widgets import TextInput
    t = TextInput((0, 0, 200, 40), "Halcón", max_len=20)
    t.focus(True)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0))
    assert t.all_selected and t.text == "Halcón"
    t.handle(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    assert t.text == "Z" and not t.all_selected
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0))
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\x08", scancode=0))
    assert t.text == ""
