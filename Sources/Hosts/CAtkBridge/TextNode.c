// DndA11yTextNode: an element whose words a screen reader reads as text (AtkText): a
// field's typed text (its value), a label's or a status line's words (its name).
// ATK is Linux's: elsewhere this target is empty (the desktop host leaves it out).
#if defined(__linux__)
#include "Node.h"

typedef struct {
    DndA11yNode parent_instance;
} DndA11yTextNode;

typedef struct {
    DndA11yNodeClass parent_class;
} DndA11yTextNodeClass;

static void text_init(AtkTextIface *iface);

G_DEFINE_TYPE_WITH_CODE(
    DndA11yTextNode, dnd_a11y_text_node, dnd_a11y_node_get_type(),
    G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, text_init))

GType dnd_a11y_text_node_type(void) { return dnd_a11y_text_node_get_type(); }

static void dnd_a11y_text_node_init(DndA11yTextNode *node) {}
static void dnd_a11y_text_node_class_init(DndA11yTextNodeClass *klass) {}

static const gchar *words(AtkText *text) {
    DndA11yNode *node = (DndA11yNode *)text;
    const gchar *shown = node->kind == DndA11yTextField
        ? atk_object_get_description(ATK_OBJECT(node))
        : atk_object_get_name(ATK_OBJECT(node));
    return shown ? shown : "";
}

static gchar *get_text(AtkText *text, gint start, gint end) {
    const gchar *all = words(text);
    glong length = g_utf8_strlen(all, -1);
    if (end < 0 || end > length) end = (gint)length;
    if (start < 0) start = 0;
    if (start > end) start = end;
    return g_utf8_substring(all, start, end);
}

static gint get_character_count(AtkText *text) {
    return (gint)g_utf8_strlen(words(text), -1);
}

// The caret is at the end: the scene keeps its own caret, which the seen element does not
// tell.
static gint get_caret_offset(AtkText *text) {
    return get_character_count(text);
}

static void text_init(AtkTextIface *iface) {
    iface->get_text = get_text;
    iface->get_character_count = get_character_count;
    iface->get_caret_offset = get_caret_offset;
}

#endif
