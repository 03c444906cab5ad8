// The walk's texts (navigation, arrival, re-routing) in the app's four languages.

import { register } from "../i18n.js";

register({
  en: {
    "walk.recentre": "Re-centre", "walk.recentreLabel": "Re-centre the map on me",
    "walk.then": "Then: {text}", "walk.arrived": "You made it! Take your time.",
    "walk.rerank": "Re-routing to a closer restroom, hang tight!", "walk.rerankClosed": "It will be closed when you get there. Re-routing to one that's open, hang tight!",
    "walk.undo": "Undo",
    "walk.depart": "Head {dir}", "walk.departOn": "Head {dir} on {name}", "walk.onto": "{turn} onto {name}", "walk.arrive": "Arrive at the toilet", "walk.steps": "the steps",
    "walk.north": "north", "walk.northeast": "northeast", "walk.east": "east", "walk.southeast": "southeast", "walk.south": "south", "walk.southwest": "southwest", "walk.west": "west", "walk.northwest": "northwest",
    "walk.straight": "Continue straight", "walk.slightRight": "Bear right", "walk.right": "Turn right", "walk.sharpRight": "Turn sharp right", "walk.uTurn": "Turn around", "walk.sharpLeft": "Turn sharp left", "walk.left": "Turn left", "walk.slightLeft": "Bear left",
  },
  es: {
    "walk.recentre": "Centrar", "walk.recentreLabel": "Centrar el mapa en mí",
    "walk.then": "Después: {text}", "walk.arrived": "¡Ya llegaste! Tómate tu tiempo.",
    "walk.rerank": "Cambiando a un baño más cercano, ¡aguanta!", "walk.rerankClosed": "Estará cerrado cuando llegues. Cambiando a uno abierto, ¡aguanta!",
    "walk.undo": "Deshacer",
    "walk.depart": "Ve hacia el {dir}", "walk.departOn": "Ve hacia el {dir} por {name}", "walk.onto": "{turn} por {name}", "walk.arrive": "Llega al baño", "walk.steps": "las escaleras",
    "walk.north": "norte", "walk.northeast": "noreste", "walk.east": "este", "walk.southeast": "sureste", "walk.south": "sur", "walk.southwest": "suroeste", "walk.west": "oeste", "walk.northwest": "noroeste",
    "walk.straight": "Sigue recto", "walk.slightRight": "Ligeramente a la derecha", "walk.right": "Gira a la derecha", "walk.sharpRight": "Gira bruscamente a la derecha", "walk.uTurn": "Da la vuelta", "walk.sharpLeft": "Gira bruscamente a la izquierda", "walk.left": "Gira a la izquierda", "walk.slightLeft": "Ligeramente a la izquierda",
  },
  fr: {
    "walk.recentre": "Recentrer", "walk.recentreLabel": "Recentrer la carte sur moi",
    "walk.then": "Ensuite : {text}", "walk.arrived": "Vous y êtes ! Prenez votre temps.",
    "walk.rerank": "Nouvel itinéraire vers des toilettes plus proches, tenez bon !", "walk.rerankClosed": "Ce sera fermé à votre arrivée. Nouvel itinéraire vers des toilettes ouvertes, tenez bon !",
    "walk.undo": "Annuler",
    "walk.depart": "Partez vers le {dir}", "walk.departOn": "Partez vers le {dir} sur {name}", "walk.onto": "{turn} sur {name}", "walk.arrive": "Arrivée aux toilettes", "walk.steps": "l'escalier",
    "walk.north": "nord", "walk.northeast": "nord-est", "walk.east": "est", "walk.southeast": "sud-est", "walk.south": "sud", "walk.southwest": "sud-ouest", "walk.west": "ouest", "walk.northwest": "nord-ouest",
    "walk.straight": "Continuez tout droit", "walk.slightRight": "Serrez à droite", "walk.right": "Tournez à droite", "walk.sharpRight": "Tournez franchement à droite", "walk.uTurn": "Faites demi-tour", "walk.sharpLeft": "Tournez franchement à gauche", "walk.left": "Tournez à gauche", "walk.slightLeft": "Serrez à gauche",
  },
  de: {
    "walk.recentre": "Zentrieren", "walk.recentreLabel": "Karte auf mich zentrieren",
    "walk.then": "Dann: {text}", "walk.arrived": "Geschafft! Lass dir Zeit.",
    "walk.rerank": "Neue Route zu einer näheren Toilette, halte durch!", "walk.rerankClosed": "Bei deiner Ankunft ist sie geschlossen. Neue Route zu einer offenen, halte durch!",
    "walk.undo": "Rückgängig",
    "walk.depart": "Richtung {dir} gehen", "walk.departOn": "Auf {name} Richtung {dir} gehen", "walk.onto": "{turn} auf {name}", "walk.arrive": "Ankunft an der Toilette", "walk.steps": "die Treppe",
    "walk.north": "Norden", "walk.northeast": "Nordosten", "walk.east": "Osten", "walk.southeast": "Südosten", "walk.south": "Süden", "walk.southwest": "Südwesten", "walk.west": "Westen", "walk.northwest": "Nordwesten",
    "walk.straight": "Geradeaus weiter", "walk.slightRight": "Leicht rechts halten", "walk.right": "Rechts abbiegen", "walk.sharpRight": "Scharf rechts abbiegen", "walk.uTurn": "Umkehren", "walk.sharpLeft": "Scharf links abbiegen", "walk.left": "Links abbiegen", "walk.slightLeft": "Leicht links halten",
  },
});
