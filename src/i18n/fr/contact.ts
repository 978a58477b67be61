import type { Messages } from "../en";

export default {
  phone: "Téléphone",
  tollFree: "Sans frais",
  address: "Adresse",

  thankYouEyebrow: "Nous joindre",
  backHome: "Retour à la page d’accueil",
  exploreSoftware: "Découvrir nos logiciels",

  form: {
    labels: {
      name: "Nom",
      companyName: "Nom de l’entreprise",
      email: "Courriel",
      phone: "Téléphone",
      message: "Message",
    },
    placeholder: "Écrivez votre message ici",
    honeypot: "Laissez ce champ vide",
    closeToast: "Fermer la notification",
    errors: {
      name: {
        required: "Veuillez entrer votre nom.",
        tooLong: "Veuillez raccourcir votre nom à {max} caractères ou moins.",
        invalid: "Veuillez entrer votre nom sur une seule ligne, sans caractères spéciaux.",
      },
      companyName: {
        required: "Veuillez entrer le nom de votre entreprise.",
        tooLong: "Veuillez raccourcir le nom de l’entreprise à {max} caractères ou moins.",
        invalid:
          "Veuillez entrer le nom de l’entreprise sur une seule ligne, sans caractères spéciaux.",
      },
      email: {
        required: "Veuillez entrer votre adresse courriel.",
        tooLong: "Veuillez entrer une adresse courriel valide.",
        invalid: "Veuillez entrer une adresse courriel valide.",
      },
      phone: {
        required: "Veuillez entrer votre numéro de téléphone.",
        tooLong: "Veuillez entrer un numéro de téléphone valide.",
        invalid: "Veuillez entrer un numéro de téléphone valide.",
      },
      message: {
        required: "Veuillez écrire votre message.",
        tooLong: "Veuillez raccourcir votre message à {max} caractères ou moins.",
        invalid:
          "Votre message contient des caractères que nous ne pouvons pas accepter. Veuillez les retirer.",
      },
    },
    check: {
      name: "Veuillez vérifier votre nom.",
      companyName: "Veuillez vérifier le nom de l’entreprise.",
      email: "Veuillez vérifier votre adresse courriel.",
      phone: "Veuillez vérifier votre numéro de téléphone.",
      message: "Veuillez vérifier votre message.",
    },
  },
} satisfies Messages["contact"];
